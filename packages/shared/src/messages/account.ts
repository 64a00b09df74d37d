/** Account settings and data rights (issue 18): password and e-mail changes, export and deletion. */
export const AccountMessages = {
  currentPasswordRequired: 'Current Password is Required',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordSame: 'The new password must differ from the current one.',
  passwordChanged: 'Your password has been changed. Every other device has been logged out.',
  emailSame: 'This is already your email.',
  emailCodeSent: (email: string) => `We have sent a 6-digit OTP to ${email}. Enter it to confirm the change.`,
  emailChanged: 'Your email has been changed.',
  emailCodeInvalid: 'Invalid or expired OTP. Please ask for a new one.',
  emailCodesPerDay: (max: number) =>
    `You can ask for at most ${max} codes to a new email in 24 hours. Please try again tomorrow.`,
  emailLockedAfterRestore: (until: string) =>
    `Your email was restored recently. For your safety it cannot be changed again until ${until}.`,
  restoreTokenRequired: 'The restore link is incomplete. Please open the link from the email again.',
  restoreTokenInvalid:
    'This restore link is not valid. Please open the link from the email exactly as it is.',
  restoreTokenUsed: 'This restore link has already been used.',
  restoreTokenExpired: 'This restore link has expired. Please write to us through the Contact Us page.',
  restoreEmailTaken:
    'Your old email now belongs to another account, so it cannot be restored. Please write to us through the Contact Us page.',
  emailRestored: (email: string) =>
    `Your email has been restored to ${email}. For your safety every device has been logged out and your password no longer works: set a new one with Forgot password, using this email.`,
  exportRequested: 'We are preparing your data. We will email you when it is ready to download.',
  exportAlreadyPreparing: 'Your data is already being prepared. We will email you when it is ready.',
  exportNotFound: 'This export was not found or has expired. Please ask for a new one.',
  exportNotReady: 'This export is still being prepared.',
  deletePasswordRequired: 'Please enter your password to delete your account.',
  deleteConfirmRequired: 'Please type DELETE to confirm.',
  deleteNotForStaff: 'Staff and admin accounts are closed by the platform owner, not from here.',
  deleteWalletHeld: (amount: string) =>
    `Your wallet holds ${amount}. Withdraw it from your wallet before deleting your account.`,
  deleteEarningsHeld: (amount: string) =>
    `Your earnings of ${amount} have not been paid out yet. Request a payout before deleting your account.`,
  deleteCheckoutOpen:
    'A checkout of yours can still be paid. Finish or cancel it, or wait until it expires, before deleting your account.',
  deleteMoneyMoving:
    'A payout or withdrawal of yours is still being processed. Please wait until it is settled.',
  deleteOpenOrders: (count: number) =>
    `You have ${count} open ${count === 1 ? 'order' : 'orders'} with money held for ${count === 1 ? 'it' : 'them'}. ` +
    'Complete or cancel them before deleting your account.',
  accountDeleted: 'Your account has been deleted. We are sorry to see you go.',
  privacyConsentRequired: 'Please accept the Privacy Policy to sign up',
} as const;
