import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The brand's colours (app/globals.css), inlined: mail clients read no stylesheet. */
export const mailColours = {
  ink: '#0d1b2a',
  muted: '#5c6675',
  navy: '#0b2540',
  gold: '#8c6526',
  sand: '#f6f1e8',
  line: '#e4ddd0',
};

type Frame = {
  lang: string;
  dir: 'ltr' | 'rtl';
  preview: string;
  footer: string;
  children: ReactNode;
};

/** Every e-mail's frame: the brand's header, the content, a footer; right to left in ar and he. */
export function MailFrame({ lang, dir, preview, footer, children }: Frame) {
  const align = dir === 'rtl' ? 'right' : 'left';
  return (
    <Html lang={lang} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: mailColours.sand,
          color: mailColours.ink,
          fontFamily:
            'Helvetica, Arial, "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', textAlign: align }}>
          <Section style={{ backgroundColor: mailColours.navy, padding: '20px 28px' }}>
            <Text
              style={{ color: '#ffffff', fontSize: '20px', letterSpacing: '0.04em', margin: 0 }}
            >
              MERIDIAN GATE
            </Text>
          </Section>
          <Section style={{ padding: '8px 28px 24px' }}>{children}</Section>
          <Section style={{ borderTop: `1px solid ${mailColours.line}`, padding: '12px 28px' }}>
            <Text style={{ color: mailColours.muted, fontSize: '12px', margin: 0 }}>{footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export type MailRow = { label: string; value: string; href?: string | undefined };

/** Label and value pairs, one per line; values keep their own direction (phones, e-mails). */
export function MailRows({ rows, dir }: { rows: MailRow[]; dir: 'ltr' | 'rtl' }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' }}
    >
      <tbody>
        {rows.map(({ label, value, href }, index) => (
          <tr key={`${label}-${index}`} style={{ borderBottom: `1px solid ${mailColours.line}` }}>
            <td
              style={{
                color: mailColours.muted,
                fontSize: '13px',
                padding: '8px 0',
                verticalAlign: 'top',
                width: '38%',
                textAlign: dir === 'rtl' ? 'right' : 'left',
              }}
            >
              {label}
            </td>
            <td
              dir="auto"
              style={{
                fontSize: '14px',
                padding: '8px 0',
                whiteSpace: 'pre-wrap',
                textAlign: dir === 'rtl' ? 'right' : 'left',
              }}
            >
              {href ? (
                <a href={href} style={{ color: mailColours.gold }}>
                  {value}
                </a>
              ) : (
                value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
