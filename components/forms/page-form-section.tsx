import { getCopy } from '@/lib/i18n/copy';
import { Section } from '@/components/content/section';
import { ClientMessages } from '@/components/app/client-messages';
import { pageFormNamespaces } from '@/lib/i18n/client-messages';
import { PageFormSlot } from './page-form-slot';

type Props =
  | { id: string; kind: 'sell'; redirectTo?: string; tone?: 'white' | 'sand' }
  | { id: string; kind: 'partner'; tone?: 'white' | 'sand' }
  | { id: string; kind: 'career'; positions: string[]; tone?: 'white' | 'sand' };

/** A page's form section (`#send-details`, `#join`, `#apply`): its heading and the lazy form. */
export async function PageFormSection(props: Props) {
  const copy = (await getCopy('PageForms'))[props.kind];
  const { id, tone = 'sand', ...slot } = props;
  return (
    <Section id={id} copy={copy} tone={tone}>
      <ClientMessages namespaces={pageFormNamespaces}>
        <PageFormSlot {...slot} />
      </ClientMessages>
    </Section>
  );
}
