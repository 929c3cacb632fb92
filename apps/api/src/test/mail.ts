import type { Knex } from '@urosim/db';

/** The newest outbox message to `to` (optionally of one template). */
export const latestMail = async (db: Knex, to: string, template?: string) => {
  const query = db('mail_outbox').where({ to_address: to.toLowerCase() }).orderBy('created_at', 'desc');
  if (template) query.andWhere({ template });
  return query.first<
    { subject: string; text_body: string; html_body: string; template: string } | undefined
  >();
};

/** The `token` parameter of the first link in the newest message of `template` to `to`. */
export const tokenFromMail = async (db: Knex, to: string, template: string) => {
  const mail = await latestMail(db, to, template);
  const link = mail?.text_body.match(/https?:\/\/\S+token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no ${template} link in the outbox for ${to}`);
  return new URL(link).searchParams.get('token')!;
};
