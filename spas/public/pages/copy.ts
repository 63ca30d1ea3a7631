import type { PageCopy } from '../../ui/DescribedPage.js';

const CALL_US = 'For help now, call the customer service number on the back of your card.';

/**
 * Public pages described by copy until their own page replaces them (main.tsx registers the content pages
 * of ./content/ and the account pages of ./account/ after these): each says what it is for and how to get
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
  paRegistration: {
    heading: 'Program Administrator Registration',
    paragraphs: ['Complete your registration as a program administrator using the link in the invitation email your company’s administrator sent you.'],
  },
  hcRegistration: {
    heading: 'Holding Company Registration',
    paragraphs: ['Complete your registration as a holding company administrator using the link in your invitation email.'],
  },
};
