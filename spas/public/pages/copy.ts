import type { PageCopy } from '../../ui/DescribedPage.js';

const CALL_US = 'For help now, call the customer service number on the back of your card.';

/**
 * Public pages whose forms and content arrive in later issues: each says what it is for and how to get
 * the same help today. Keys are the route table's page ids.
 */
export const publicPageCopy: Record<string, PageCopy> = {
  registerCard: {
    heading: 'Register Your Card',
    paragraphs: [
      'Register your card to set up online access: you will choose a user name and password after confirming your card number and a few details we have on file.',
      CALL_US,
    ],
    links: [{ label: 'Already registered? Log in', href: '/login' }],
  },
  forgotUserName: {
    heading: 'Forgot User Name',
    paragraphs: ['Recover your user name by confirming your card and the email address on your account; we will send your user name to that address.', CALL_US],
    links: [{ label: 'Back to Log In', href: '/login' }],
  },
  forgotPassword: {
    heading: 'Forgot Password',
    paragraphs: ['Reset your password by confirming your user name and a verification code sent to the contact details on your profile.', CALL_US],
    links: [{ label: 'Back to Log In', href: '/login' }],
  },
  activateCard: {
    heading: 'Activate Your Card',
    paragraphs: ['Activate a new or replacement card before you use it. Keep the card at hand: you will need its number and security code.', CALL_US],
    links: [{ label: 'Log in to activate from your account', href: '/login' }],
  },
  activate: {
    heading: 'Activate Your Card',
    paragraphs: ['Activate a new or replacement card before you use it. Keep the card at hand: you will need its number and security code.', CALL_US],
    links: [{ label: 'Back to Log In', href: '/login' }],
  },
  vendorPayment: {
    heading: 'Vendor Payment',
    paragraphs: [
      'Vendors paid by virtual card view the payments sent to them and the card details to process each one. Open the link in the payment email you received to see your payment.',
    ],
  },
  enrollVendor: {
    heading: 'Vendor Enrollment',
    paragraphs: ['Vendors enroll to receive payments by virtual card. Use the link and security code in your enrollment email to confirm your details.'],
  },
  aboutRewards: {
    heading: 'About Rewards',
    paragraphs: ['Eligible cards earn points on qualifying purchases. Cardholders see their points and redeem them for statement credits, direct deposits or charitable giving from the Rewards page of their account.'],
    links: [{ label: 'Rewards terms', href: '/aboutRewards/rewardsTerms' }],
  },
  rewardsTerms: {
    heading: 'Rewards Terms',
    paragraphs: ['The rewards program terms explain how points are earned, when they expire and how they can be redeemed. Your rewards terms were sent with your card agreement.', CALL_US],
  },
  faqs: {
    heading: 'FAQs',
    paragraphs: ['Answers to common questions about logging in, payments, statements, rewards and card security.'],
    links: [
      { label: 'I forgot my user name', href: '/forgotUserName' },
      { label: 'I forgot my password', href: '/forgotPassword' },
      { label: 'I need to activate a card', href: '/activateCard' },
    ],
  },
  privacy: {
    heading: 'Privacy',
    paragraphs: [
      'We collect only the information needed to service your card account, protect it from fraud and meet our legal obligations. We do not sell your personal information.',
      'Your bank’s privacy notice describes what is shared, with whom, and how you can limit sharing.',
    ],
  },
  security: {
    heading: 'Security',
    paragraphs: [
      'This site uses encrypted connections, signs you out after a period of inactivity and never shows your full card number.',
      'We will never ask for your password or a verification code by phone or email. If you suspect fraud, call the number on the back of your card right away.',
    ],
  },
  contactUs: {
    heading: 'Contact Us',
    paragraphs: ['For questions about your account, call the customer service number on the back of your card. To report a lost or stolen card, call at once, any time of day.'],
  },
  info: {
    heading: 'Card Information',
    paragraphs: ['Information about your card program: rates and fees, account terms and rewards terms.'],
    links: [
      { label: 'Terms and Conditions', href: '/info/terms' },
      { label: 'Rewards Terms and Conditions', href: '/info/terms/rewards' },
    ],
  },
  infoTerms: {
    heading: 'Terms and Conditions',
    paragraphs: ['The rates, fees and terms of your card account are set out in your cardholder agreement. You can ask for a copy at any time.', CALL_US],
  },
  infoTermsRewards: {
    heading: 'Rewards Terms and Conditions',
    paragraphs: ['These terms govern how rewards points are earned and redeemed on eligible cards.', CALL_US],
  },
  paRegistration: {
    heading: 'Program Administrator Registration',
    paragraphs: ['Complete your registration as a program administrator using the link in the invitation email your company’s administrator sent you.'],
  },
  hcRegistration: {
    heading: 'Holding Company Registration',
    paragraphs: ['Complete your registration as a holding company administrator using the link in your invitation email.'],
  },
  applyNow: {
    heading: 'Apply Now',
    paragraphs: ['Apply for a card from your bank. Before you apply, review the terms that will apply to your account.'],
    links: [{ label: 'Terms before you apply', href: '/preterms' }],
  },
  preTerms: {
    heading: 'Terms Before You Apply',
    paragraphs: ['Rates, fees and other important information to review before you apply for a card.'],
  },
  postTerms: {
    heading: 'Terms of Your Account',
    paragraphs: ['The terms that apply to your new account, including rates, fees and how interest is calculated.'],
  },
  termsOfService: {
    heading: 'Terms of Service',
    paragraphs: ['The terms under which you may use this website, including your responsibilities for keeping your user name and password safe.'],
  },
};
