import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailFrame, MailRows, mailColours, type MailRow } from './mail-frame';

type InvestorMailProps = {
  lang: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  greeting: string;
  intro: string;
  rows: MailRow[];
  notes: string[];
  action?: { label: string; href: string } | undefined;
  signature: string;
  footer: string;
};

/** The investor's mail about their club call, in the booking's language (docs/design.md §10). */
export function InvestorMail(props: InvestorMailProps) {
  const { lang, dir, heading, greeting, intro, rows, notes, action, signature, footer } = props;
  return (
    <MailFrame lang={lang} dir={dir} preview={intro} footer={footer}>
      <Heading as="h1" style={{ fontSize: '22px', color: mailColours.navy }}>
        {heading}
      </Heading>
      <Text style={{ fontSize: '15px' }}>{greeting}</Text>
      <Text style={{ fontSize: '15px' }}>{intro}</Text>
      {rows.length > 0 && <MailRows rows={rows} dir={dir} />}
      {action && (
        <Button
          href={action.href}
          style={{
            backgroundColor: mailColours.gold,
            color: '#ffffff',
            padding: '12px 20px',
            fontSize: '15px',
          }}
        >
          {action.label}
        </Button>
      )}
      {notes.map((note) => (
        <Text key={note} style={{ fontSize: '13px', color: mailColours.muted }}>
          {note}
        </Text>
      ))}
      <Text style={{ fontSize: '15px' }}>{signature}</Text>
    </MailFrame>
  );
}
