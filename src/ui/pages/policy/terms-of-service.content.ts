import { msg } from '@lingui/core/macro';
import { pageLink } from '../../app/page-links.ts';
import { list, pageLinkBlock, paragraph, type LegalSection } from './legal-document.view.tsx';

/** The terms of service (issue 6): the subscription contract, one message per paragraph or list item. */
export const TERMS_OF_SERVICE: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: msg`The agreement`,
    blocks: [
      paragraph(msg`These terms of service form the contract between you and Harbor Privacy AG, Zug, Switzerland ("Harbor VPN", "we") for the Harbor VPN subscription, apps and related services. By creating an account or buying a subscription you accept them.`),
      paragraph(msg`How we handle your personal data is described in our privacy policy, which is part of this agreement.`),
      pageLinkBlock(msg`Read the privacy policy`, (language) => pageLink(language, 'index', 'policies.privacy')),
    ],
  },
  {
    id: 'eligibility',
    heading: msg`Eligibility`,
    blocks: [
      paragraph(msg`You must be at least 18 years old, or have the consent of a parent or guardian, and able to enter into a binding contract in your country. You may not use the service if the law of your country forbids it.`),
    ],
  },
  {
    id: 'account',
    heading: msg`Your account`,
    blocks: [
      paragraph(msg`You need an account with a valid email address to use a subscription. Keep your password secret: you are responsible for what happens under your account. Tell us at once at support@harborvpn.com if you think someone else has used it.`),
      paragraph(msg`One subscription may be used on up to 10 devices at the same time, by you and the members of your household. You may not resell or share the account publicly.`),
    ],
  },
  {
    id: 'plans-renewal',
    heading: msg`Plans and automatic renewal`,
    blocks: [
      paragraph(msg`We offer subscriptions for 1 month, 1 year and 2 years. The price, the currency and the term are shown at checkout before you pay.`),
      paragraph(msg`Subscriptions renew automatically at the end of each term for the same length, at the regular price shown at checkout, unless you cancel before the renewal date. Introductory discounts apply to the first term only.`),
      paragraph(msg`You can cancel at any time in your account, or by writing to our support team, to stop the next renewal. Your subscription then stays active until the end of the term you have paid for. We remind you by email before a yearly or two-year plan renews.`),
    ],
  },
  {
    id: 'money-back',
    heading: msg`30-day money-back guarantee`,
    blocks: [
      paragraph(msg`Every plan comes with a 30-day money-back guarantee. If you are not satisfied, ask for a refund within 30 days of your first payment and we refund the full amount, with no questions asked.`),
      paragraph(msg`To ask for a refund, contact our support team through live chat or at support@harborvpn.com from the email address of your account. Refunds go back to the original payment method, usually within 5 to 10 business days depending on the provider.`),
      list(
        msg`The guarantee applies once per customer; further refunds are at our discretion.`,
        msg`It covers the first payment of a subscription, not automatic renewals; if a renewal surprised you, contact us and we will look at it fairly.`,
        msg`If you paid after a free trial, the 30 days start on the date of that first payment.`,
        msg`Payments made with methods that cannot be refunded, such as some prepaid vouchers, may be refunded as account credit instead.`,
      ),
    ],
  },
  {
    id: 'free-trial',
    heading: msg`Free trial`,
    blocks: [
      paragraph(msg`Some plans offer a free 7-day trial. Only one trial is available per account and per person.`),
      paragraph(msg`Nothing is charged when the trial starts. Unless you cancel in your account or through our support team before the 7 days are over, the trial converts into the paid plan you chose and you are charged its price on the last day of the trial.`),
    ],
  },
  {
    id: 'payment',
    heading: msg`Payment`,
    blocks: [
      paragraph(msg`Payments are processed by our payment providers, which offer cards, wallets and local payment methods. Their own terms apply to the payment. We never see or store your full card details.`),
      paragraph(msg`Prices include the taxes we must collect in your country where they apply. If a payment fails at renewal, we may retry it and suspend the subscription until it succeeds.`),
    ],
  },
  {
    id: 'price-changes',
    heading: msg`Price changes`,
    blocks: [
      paragraph(msg`We may change our prices. A new price never applies to a term you have already paid for. We tell you by email at least 30 days before a new price applies to your renewal, so you can cancel before it takes effect.`),
    ],
  },
  {
    id: 'acceptable-use',
    heading: msg`Acceptable use`,
    blocks: [
      paragraph(msg`You must use Harbor VPN lawfully and in line with our terms of use, which list what is not allowed (for example illegal activity, spam and attacks on other systems). File sharing (P2P) is allowed on all servers, except in countries whose law forbids it.`),
      pageLinkBlock(msg`Read the terms of use`, (language) => pageLink(language, 'index', 'policies.termsOfUse')),
    ],
  },
  {
    id: 'availability',
    heading: msg`Service availability`,
    blocks: [
      paragraph(msg`We work to keep the service available at all times, but we cannot guarantee uninterrupted access. Maintenance, network problems, actions of third parties or restrictions in some countries may affect the service.`),
      paragraph(msg`We may change, add or remove features and server locations, provided the service as a whole stays substantially the same during the term you paid for.`),
    ],
  },
  {
    id: 'termination',
    heading: msg`Termination`,
    blocks: [
      paragraph(msg`You may stop using the service and close your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms or the terms of use, after warning you where that is reasonable.`),
      paragraph(msg`If we close your account without a breach on your part, we refund the unused part of your subscription.`),
    ],
  },
  {
    id: 'liability',
    heading: msg`Liability`,
    blocks: [
      paragraph(msg`To the extent permitted by Swiss law, our liability for any damage connected with the service is limited to the amount you paid us in the 12 months before the event that caused it, and we are not liable for indirect or consequential damage, such as lost profits or lost data.`),
      paragraph(msg`Nothing in these terms limits liability for damage caused intentionally or by gross negligence, for injury to life or health, or any other liability that cannot be limited by law.`),
    ],
  },
  {
    id: 'law-courts',
    heading: msg`Governing law and courts`,
    blocks: [
      paragraph(msg`These terms are governed by Swiss law, excluding the United Nations Convention on Contracts for the International Sale of Goods. The courts of Zug, Switzerland, have jurisdiction.`),
      paragraph(msg`If you are a consumer, you keep the protection of the mandatory law of your country of residence and may also bring a claim before the courts there.`),
    ],
  },
  {
    id: 'changes',
    heading: msg`Changes to these terms`,
    blocks: [
      paragraph(msg`We may update these terms. We tell customers about material changes by email at least 30 days before they take effect. If you do not agree, you may cancel before then; continuing to use the service afterwards means you accept the new terms.`),
    ],
  },
  {
    id: 'contact',
    heading: msg`Contact`,
    blocks: [
      paragraph(msg`Harbor Privacy AG, Zug, Switzerland. Questions about these terms: legal@harborvpn.com. Help with your subscription, 24/7: support@harborvpn.com.`),
    ],
  },
];
