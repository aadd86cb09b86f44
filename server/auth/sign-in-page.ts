import { AUTHORIZE_PARAMS, type AuthorizeRequest } from './authorize-request';

/** The one message a failed sign-in shows: it never says which of the two was wrong. */
export const INCORRECT_SIGN_IN_MESSAGE = 'Incorrect user name or password.';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML content and quoted attribute values.
 * @example escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#192233;color:#1a1a1a}
  main{background:#fff;padding:2rem;border-radius:8px;width:min(22rem,92vw);box-shadow:0 4px 24px rgba(0,0,0,.3)}
  h1{margin:0 0 .25rem;font-size:1.6rem;color:#192233}
  p.lead{margin:0 0 1.25rem;color:#444}
  label{display:block;font-weight:600;margin:.9rem 0 .3rem}
  input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
  input:focus,button:focus{outline:3px solid #1d5474;outline-offset:2px}
  button{margin-top:1.4rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;border:0;border-radius:4px;
    background:#1d5474;color:#fff;cursor:pointer}
  .error{margin:0 0 .5rem;padding:.6rem;border-radius:4px;background:#fdecea;color:#8a1c12;border:1px solid #e0a39c}
`;

/**
 * The sign-in page: user name and password with labels, a Sign in button, and the OAuth
 * parameters as hidden fields. The form posts back to the page's own address.
 * @example renderSignInPage({ request }) // '<!doctype html>...'
 */
export function renderSignInPage(options: {
  request: AuthorizeRequest;
  userName?: string;
  error?: string;
}): string {
  const hidden = AUTHORIZE_PARAMS.map(
    (name) => `<input type="hidden" name="${name}" value="${escapeHtml(options.request[name])}">`,
  ).join('\n      ');
  const error =
    options.error === undefined
      ? ''
      : `<p class="error" role="alert" id="sign-in-error">${escapeHtml(options.error)}</p>`;
  const describedBy =
    options.error === undefined ? '' : ' aria-describedby="sign-in-error" aria-invalid="true"';
  return `<!doctype html>
<html lang="en-AU">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in · Bulktrade</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <h1>Bulktrade</h1>
    <p class="lead">Sign in to your account</p>
    ${error}
    <form method="post" novalidate>
      ${hidden}
      <label for="userName">User name</label>
      <input id="userName" name="userName" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(options.userName ?? '')}"${describedBy}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
      <button type="submit">Sign in</button>
    </form>
  </main>
</body>
</html>`;
}
