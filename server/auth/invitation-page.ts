import { PASSWORD_SPECIAL_CHARACTERS } from '../../src/domain/password-rules';
import { escapeHtml } from './sign-in-page';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#192233;color:#1a1a1a}
  main{background:#fff;padding:2rem;border-radius:8px;width:min(24rem,92vw);box-shadow:0 4px 24px rgba(0,0,0,.3)}
  h1{margin:0 0 .25rem;font-size:1.6rem;color:#192233}
  p{margin:0 0 1rem;color:#333}
  label{display:block;font-weight:600;margin:.9rem 0 .3rem}
  input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
  input:focus,button:focus,a:focus{outline:3px solid #1d5474;outline-offset:2px}
  button,a.button{display:block;text-align:center;text-decoration:none;margin-top:1.4rem;width:100%;padding:.7rem;font-size:1rem;
    font-weight:600;border:0;border-radius:4px;background:#1d5474;color:#fff;cursor:pointer}
  .error{margin:0 0 .5rem;padding:.6rem;border-radius:4px;background:#fdecea;color:#8a1c12;border:1px solid #e0a39c}
  .hint{font-size:.875rem;color:#444;margin:.3rem 0 0}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · Bulktrade</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Bulktrade</h1>
    ${body}
  </main>
</body>
</html>`;
}

/**
 * The page an invited person opens from their link: who they are signing in as, and a new
 * password typed twice. When the address already signs in with another company (`moving`), it
 * asks for that sign-in's password instead and says what happens: the sign-in moves here and no
 * longer opens the other company, which it does not name (whoever holds the link may not be the
 * person). The form posts back to the page's own address with the token.
 * @example renderInvitationPage({ token: 't', userName: 'sam@acme.com.au', companyName: 'Acme' })
 */
export function renderInvitationPage(options: {
  token: string;
  userName: string;
  companyName: string;
  moving?: boolean;
  error?: string;
  field?: string;
}): string {
  const error =
    options.error === undefined
      ? ''
      : `<p class="error" role="alert" id="invite-error">${escapeHtml(options.error)}</p>`;
  const invalid = (field: string) =>
    options.error !== undefined && options.field === field
      ? ' aria-describedby="invite-error" aria-invalid="true"'
      : '';
  const company = escapeHtml(options.companyName);
  const userName = escapeHtml(options.userName);
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(options.token)}">
      <input type="hidden" name="userName" autocomplete="username" value="${userName}">`;
  if (options.moving === true) {
    return page(
      `Join ${options.companyName}`,
      `<p>You have been invited to <strong>${company}</strong>. <strong>${userName}</strong> already signs in to Bulktrade with another company, and a sign-in belongs to one company.</p>
    <p>Type the password you sign in with now to move your sign-in to <strong>${company}</strong>: you will then sign in to ${company}, and no longer to the other company.</p>
    <p class="hint">If that sign-in is not yours, stop here and ask ${company} to invite another e-mail address.</p>
    ${error}
    <form method="post" novalidate>
      ${hidden}
      <label for="password">Your current password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${invalid('password')}>
      <button type="submit">Move my sign-in to ${company}</button>
    </form>`,
    );
  }
  return page(
    'Set your password',
    `<p>You have been invited to <strong>${company}</strong>. Set a password to sign in as <strong>${userName}</strong>.</p>
    ${error}
    <form method="post" novalidate>
      ${hidden}
      <label for="password">New password</label>
      <input id="password" name="password" type="password" autocomplete="new-password" required aria-describedby="password-hint"${invalid('password')}>
      <p class="hint" id="password-hint">10 or more characters with a lowercase and an uppercase letter, a number and one of ${escapeHtml(PASSWORD_SPECIAL_CHARACTERS)}</p>
      <label for="confirm">Type it again</label>
      <input id="confirm" name="confirm" type="password" autocomplete="new-password" required${invalid('confirm')}>
      <button type="submit">Set password</button>
    </form>`,
  );
}

/** What the invited person sees when the link cannot be used, or once the password is set. */
export function renderInvitationMessage(options: {
  title: string;
  message: string;
  signInHref?: string;
}): string {
  const link =
    options.signInHref === undefined
      ? ''
      : `<a class="button" href="${escapeHtml(options.signInHref)}">Sign in</a>`;
  return page(options.title, `<p role="status">${escapeHtml(options.message)}</p>${link}`);
}
