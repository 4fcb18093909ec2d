/** Inline: the global error replaces the root layout, so no style sheet of the site is sure to load. */
const page = {
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
  padding: '20vh 24px',
} as const;
const statusStyle = { fontSize: '4rem', fontWeight: 800, margin: 0 } as const;

type Props = {
  lang: string;
  dir: 'ltr' | 'rtl';
  status?: number;
  title: string;
  text?: string;
  home: { href: string; label: string };
};

/**
 * An error page that is a whole document of its own (the 404 outside every language, the global
 * error): status, message, explanation and a plain link home, since client navigation may be what
 * failed. Error pages inside a language use ErrorView.
 */
export function ErrorDocument({ lang, dir, status, title, text, home }: Props) {
  return (
    <html lang={lang} dir={dir}>
      <body style={page}>
        {status !== undefined && <p style={statusStyle}>{status}</p>}
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        <p>
          <a href={home.href}>{home.label}</a>
        </p>
      </body>
    </html>
  );
}
