/**
 * Another instance's mail worker, for the two-instances test: passes over the mail outbox of the
 * test's store (DATA_DIR / DATABASE_URL from the environment) until it is killed. Run with
 * `node --import ./scripts/server-only-outside-next.mjs --import tsx`.
 */
import { sendDueMail } from '@/lib/server/mail/outbox';

async function run(): Promise<void> {
  console.log('sending');
  for (;;) {
    await sendDueMail();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
void run();
