import { AppLink } from './AppLink.js';

/**
 * The general card account terms (rates, interest, fees, payments, billing rights, changes) in the client's name:
 * the public /info/terms page and a signed-in cardholder's Terms and Conditions show the same text.
 */
export function AccountTerms({ client, contactHref }: { client: string; contactHref: string }) {
  const sections: { heading: string; text: string[] }[] = [
    {
      heading: 'Interest rates',
      text: [
        `Your Annual Percentage Rates (APRs) for purchases, balance transfers and cash advances are stated in your cardholder agreement and on each monthly statement. Variable APRs follow the Prime Rate published in The Wall Street Journal, plus the margin in your agreement; when the Prime Rate changes, your APR changes from the next billing cycle.`,
        'A penalty APR may apply if a payment is returned or you pay late twice in six months. We will tell you before it applies, and review it after six months of on-time payments.',
      ],
    },
    {
      heading: 'How we calculate interest',
      text: [
        'We use the average daily balance method (including new transactions). Your due date is at least 25 days after the close of each billing cycle. We will not charge interest on purchases if you pay your entire balance by the due date each month.',
        'Interest on cash advances and balance transfers starts on the transaction date.',
      ],
    },
    {
      heading: 'Fees',
      text: [
        'Your agreement lists every fee that can apply to your account, such as late payment, returned payment, cash advance, balance transfer and foreign transaction fees. A late payment fee never exceeds your minimum payment due.',
        `${client} does not charge a fee to pay online, to set up autopay or to receive paperless statements.`,
      ],
    },
    {
      heading: 'Payments',
      text: [
        'Pay at least the minimum payment by the due date shown on your statement. Payments made online before 5 p.m. Eastern Time on a business day are credited that day.',
        'Amounts you pay above the minimum are applied first to the balance with the highest APR.',
      ],
    },
    {
      heading: 'Your billing rights',
      text: [
        'If you think there is an error on your statement, write to us within 60 days after we sent the first statement on which the error appeared, at the address for billing inquiries shown on your statement and on our Contact Us page. Tell us your name and account number, the dollar amount of the suspected error, and why you believe there is an error.',
        'While we investigate, you do not have to pay the amount in question, and we cannot try to collect it or report you as delinquent on that amount. We will reply within 30 days and resolve the matter within 90 days.',
      ],
    },
    {
      heading: 'Changes to these terms',
      text: ['We may change the terms of your account as the law and your agreement allow. We will give you at least 45 days’ written notice of a significant change, and tell you of any right you have to reject it.'],
    },
  ];
  return (
    <>
      {sections.map((s, i) => (
        <section key={s.heading} className="panel" aria-labelledby={`account-terms-${i}`}>
          <h2 id={`account-terms-${i}`}>{s.heading}</h2>
          {s.text.map((t) => (
            <p key={t}>{t}</p>
          ))}
        </section>
      ))}
      <p>
        Questions about these terms? <AppLink href={contactHref}>Contact {client}</AppLink>.
      </p>
    </>
  );
}
