/**
 * The new account's greeting, handed from sign-up's last step to the home page it lands on in the
 * tab's session storage: the home page is one cached page for everyone, so the note is read in
 * the browser, once.
 */

const WELCOME_KEY = "account-welcome";

/** Called just before a new account's first page load (the home page): that page greets the patient by name. */
export function rememberWelcome(firstName: string) {
  try {
    sessionStorage.setItem(WELCOME_KEY, firstName);
  } catch {
    // Storage blocked: the patient lands signed in, only without the greeting.
  }
}

/** The name to greet ("" when sign-up had none), or null when there is no greeting; used up either way. */
export function takeWelcome(): string | null {
  try {
    const name = sessionStorage.getItem(WELCOME_KEY);
    sessionStorage.removeItem(WELCOME_KEY);
    return name;
  } catch {
    return null;
  }
}
