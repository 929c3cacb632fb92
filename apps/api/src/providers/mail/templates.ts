/** A rendered e-mail. */
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const footerText =
  'UroSim is an educational training simulator. Every case is fictional and nothing in it is medical advice.';

/** Wraps paragraphs and an optional button in the house layout, as HTML and as plain text. */
const layout = (input: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}): RenderedMail => {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.after ?? []).flatMap((p) => [p, '']),
    '— UroSim',
    '',
    footerText,
  ].join('\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, paste this link into your browser:<br><span style="word-break:break-all">${escapeHtml(input.action.url)}</span></p>`
    : '';
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px;max-width:560px">
<tr><td>
<p style="font-size:20px;font-weight:700;color:#0b5cad;margin:0 0 16px">UroSim</p>
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${button}
${(input.after ?? []).map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:12px;color:#666;border-top:1px solid #e5e5e5;padding-top:16px;margin-top:24px">${escapeHtml(footerText)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: input.subject, text, html };
};

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] || 'there';

/** The mail templates, each rendered as HTML and plain text. */
export const mailTemplates = {
  verifyEmail: (v: { fullName: string; url: string }) =>
    layout({
      subject: 'Confirm your e-mail address for UroSim',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: ['Thank you for signing up to UroSim. Please confirm that this is your e-mail address.'],
      action: { label: 'Confirm my e-mail address', url: v.url },
      after: [
        'The link works once and expires in 48 hours. If you did not sign up, you can ignore this e-mail.',
      ],
    }),
  accountExists: (v: { fullName: string; loginUrl: string; resetUrl: string }) =>
    layout({
      subject: 'Someone tried to sign up to UroSim with your e-mail address',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: [
        'Someone tried to create a UroSim account with this e-mail address, which already has an account.',
        `If it was you, log in at ${v.loginUrl}. If you have forgotten your password, reset it at ${v.resetUrl}.`,
      ],
      after: ['If it was not you, you can ignore this e-mail: nothing has changed.'],
    }),
  resetPassword: (v: { fullName: string; url: string }) =>
    layout({
      subject: 'Reset your UroSim password',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: ['We received a request to reset the password of your UroSim account.'],
      action: { label: 'Choose a new password', url: v.url },
      after: [
        'The link works once and expires in 60 minutes. Resetting your password logs you out everywhere.',
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      ],
    }),
  passwordChanged: (v: { fullName: string; resetUrl: string }) =>
    layout({
      subject: 'Your UroSim password was changed',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: [
        'The password of your UroSim account was just changed, and every other device was signed out.',
      ],
      after: [
        `If this was not you, reset your password now at ${v.resetUrl} and tell us through the contact page.`,
      ],
    }),
  emailChangeVerify: (v: { fullName: string; url: string }) =>
    layout({
      subject: 'Confirm your new e-mail address for UroSim',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: [
        'You asked to change the e-mail address of your UroSim account to this one. Your address changes only when you open this link, signed in to UroSim.',
      ],
      action: { label: 'Confirm my new e-mail address', url: v.url },
      after: ['The link works once, for 24 hours. If you did not ask for this, ignore this e-mail.'],
    }),
  emailChanged: (v: { fullName: string; newEmail: string }) =>
    layout({
      subject: 'Your UroSim e-mail address was changed',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: [
        `The e-mail address of your UroSim account was changed to ${v.newEmail}. E-mail from UroSim now goes there.`,
      ],
      after: ['If this was not you, tell us at once through the contact page.'],
    }),
  accountDeleted: (v: { fullName: string }) =>
    layout({
      subject: 'Your UroSim account is deleted',
      greeting: `Hello ${firstNameOf(v.fullName)},`,
      paragraphs: [
        'Your UroSim account has been deleted as you asked: your profile, sessions, transcripts, feedback and hand-offs are gone, and any subscription will not renew.',
        'Figures we keep for the product as a whole (such as the cost of model calls) no longer name you.',
      ],
      after: ['If you did not ask for this, reply to this e-mail at once.'],
    }),
  welcome: (v: { fullName: string; url: string }) =>
    layout({
      subject: 'Welcome to UroSim',
      greeting: `Welcome, ${firstNameOf(v.fullName)}!`,
      paragraphs: [
        'Your e-mail address is confirmed. You can now practise fictional urology cases in timed sessions, by chat or with an avatar, and review scored feedback afterwards.',
        'A good first step: pick a case in Urology Case Selection and take your time with the history.',
      ],
      action: { label: 'Go to UroSim', url: v.url },
    }),
  contactMessage: (v: { reference: string; name: string; email: string; topic: string; message: string }) =>
    layout({
      subject: `[${v.reference}] Contact form: ${v.topic}`,
      greeting: 'Hello UroSim team,',
      paragraphs: [
        `${v.name} <${v.email}> wrote through the contact form about "${v.topic}" (reference ${v.reference}):`,
        ...v.message.split(/\n{2,}/),
      ],
      after: [`Reply to ${v.email}, quoting ${v.reference}.`],
    }),
  testerReport: (v: {
    from: string;
    summary: string;
    details: string;
    pageUrl: string;
    browser: string;
    hasScreenshot: boolean;
    url: string;
  }) =>
    layout({
      subject: `[Tester report] ${v.summary}`,
      greeting: 'Hello UroSim team,',
      paragraphs: [
        `${v.from} reported a problem through the internal tester form${v.pageUrl ? ` (page ${v.pageUrl})` : ''}:`,
        ...v.details.split(/\n{2,}/),
        `Browser: ${v.browser || 'not given'}`,
        v.hasScreenshot
          ? 'A screenshot is attached to the report in the admin area.'
          : 'No screenshot was attached.',
      ],
      action: { label: 'Open the tester reports', url: v.url },
    }),
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
