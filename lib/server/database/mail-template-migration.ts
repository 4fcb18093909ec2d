import 'server-only';
import type { Kysely, Migration } from 'kysely';

/**
 * The staff's lead mail is rendered by the mail worker, not inside the lead's request
 * (docs/design.md §10): the outbox row keeps the template's parts (`template`, JSON) and an empty
 * `html` until the worker renders it. Never edit once run; append a new migration instead.
 */
export const mailTemplateMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mail_outbox').addColumn('template', 'text').execute();
  },
};
