/* Session cookie, CSRF, Origin check and sign-in limits shared by the partner portal and the console. */
export {
  readSessionCookie,
  setSessionCookie,
  clearSessionCookie,
  csrfTokenFor,
  assertCsrfToken,
  assertSameOrigin,
  type SessionCookie,
} from './web-sessions.js';
export { reserveSignInAttempt, releaseSignInAttempt } from './sign-in-attempts.js';
