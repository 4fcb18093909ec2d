import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailFrame, MailRows, mailColours, type MailRow } from './mail-frame';

type StaffMailProps = {
  heading: string;
  intro: string;
  rows: MailRow[];
  action: { label: string; href: string };
};

/** Mail to the sales team and the experts (English, docs/design.md §10): every field of the lead. */
export function StaffMail({ heading, intro, rows, action }: StaffMailProps) {
  return (
    <MailFrame
      lang="en"
      dir="ltr"
      preview={intro}
      footer="Sent by the Meridian Gate website's lead service."
    >
      <Heading as="h1" style={{ fontSize: '22px', color: mailColours.navy }}>
        {heading}
      </Heading>
      <Text style={{ fontSize: '15px' }}>{intro}</Text>
      <MailRows rows={rows} dir="ltr" />
      <Button
        href={action.href}
        style={{
          backgroundColor: mailColours.navy,
          color: '#ffffff',
          padding: '12px 20px',
          fontSize: '15px',
        }}
      >
        {action.label}
      </Button>
    </MailFrame>
  );
}
