type SignUpLabelKey = "firstNameLabel" | "emailLabel" | "mobileLabel" | "passwordLabel" | "passwordConfirmationLabel";

/** The sign-up fields' labels, which the form's rules name in their messages too (server or client `t` of "account"). */
export function signUpLabels(t: (key: SignUpLabelKey) => string) {
  return {
    name: t("firstNameLabel"),
    email: t("emailLabel"),
    mobile: t("mobileLabel"),
    password: t("passwordLabel"),
    passwordConfirmation: t("passwordConfirmationLabel"),
  };
}
