import { randomUUID } from 'node:crypto';
import type { MoveKind, SentMove, StoredRecord } from './reconcile.js';
import type { Reply, SoakClient } from './soakClient.js';

/** What an account holds, read with the faults off: every record (old ones too) and, for a cardholder, its figures. */
export interface Holdings {
  records: StoredRecord[];
  figures: { balance: number; points: number } | null;
}

/** A user of the portal making money moves on an account no other client touches. */
export interface Persona {
  readonly account: string;
  setup(): Promise<void>;
  /** Makes one money move, with the screens' retries, and says how it ended. */
  next(): Promise<SentMove>;
  holdings(): Promise<Holdings>;
}

export interface PersonaOptions {
  /** Share of a cardholder's moves that are statement-credit redemptions (when the points allow). */
  redeemShare: number;
  /** Share of payments sent without an Idempotency-Key. */
  keylessShare: number;
  random: () => number;
}

const cents = (n: number): number => Math.round(n * 100);
const field = (r: Reply, ...path: string[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), r.body);
const must = (r: Reply, what: string): Reply => {
  if (r.status !== 200)
    throw new Error(`${what} answered ${r.status}${r.error ? ` (${r.error})` : ''}: ${JSON.stringify(r.body).slice(0, 200)}`);
  return r;
};
const move = (
  kind: MoveKind,
  account: string,
  marker: string,
  keyed: boolean,
  m: Awaited<ReturnType<SoakClient['move']>>,
  answeredId: unknown,
): SentMove => ({
  kind,
  account,
  marker,
  keyed,
  outcome: m.outcome,
  attempts: m.attempts,
  answeredId: m.outcome === 'acknowledged' && typeof answeredId === 'number' ? answeredId : null,
});

/**
 * A cardholder (`cardholder` of its brand): payments from its bank account and statement-credit redemptions.
 * Each move's amount is unique on the account (a payment $1.00 plus one cent per move, a redemption $25.00 plus
 * one cent per move), so its stored record is found by its amount.
 */
export class Cardholder implements Persona {
  readonly account: string;
  private card = '';
  private paymentAccountId = 0;
  private points = 0;
  private canRedeem = false;
  private seq = 0;

  constructor(
    private readonly client: SoakClient,
    private readonly o: PersonaOptions,
  ) {
    this.account = `${client.brand}/cardholder`;
  }

  async setup(): Promise<void> {
    await this.client.login('cardholder');
    this.card = String(
      field(
        must(await this.client.read('GET', '/api/v1/cards/cardholder/dashboard'), 'the dashboard'),
        'data',
        'accountEntitySummary',
        'cardNumber',
      ),
    );
    const accounts = field(
      must(await this.client.read('GET', '/api/v1/payments/paymentinfo'), 'payment information'),
      'data',
      'paymentAccounts',
    ) as Array<{ paymentAccountId: number }>;
    if (!accounts[0]) throw new Error(`${this.account} has no payment account`);
    this.paymentAccountId = accounts[0].paymentAccountId;
    const rewards = must(await this.client.read('GET', '/api/v1/rewards/rewarddescription'), 'rewards');
    this.points = Number(field(rewards, 'data', 'pointsBalance'));
    this.canRedeem = field(rewards, 'data', 'canRedeem') === true;
  }

  async next(): Promise<SentMove> {
    this.seq++;
    const redemption = 2500 + this.seq;
    if (this.canRedeem && this.points >= redemption && this.o.random() < this.o.redeemShare) {
      const m = await this.client.move('/api/v1/rewards/redeem/statementcredit', { amount: redemption / 100 }, randomUUID(), {
        cardnumber: this.card,
      });
      const left = field(m.reply, 'data', 'pointsBalance');
      if (typeof left === 'number') this.points = left;
      else if (m.outcome !== 'refused') this.points -= redemption; // may have been made: count it as spent
      return move('redemption', this.account, String(redemption), true, m, field(m.reply, 'data', 'redemption', 'redemptionId'));
    }
    const amount = 100 + this.seq;
    const keyed = this.o.random() >= this.o.keylessShare;
    const m = await this.client.move(
      '/api/v1/payments',
      { cardNumber: this.card, paymentAccountId: this.paymentAccountId, amount: amount / 100 },
      keyed ? randomUUID() : null,
    );
    return move('payment', this.account, String(amount), keyed, m, field(m.reply, 'data', 'paymentId'));
  }

  async holdings(): Promise<Holdings> {
    const info = must(await this.client.read('GET', '/api/v1/payments/paymentinfo'), 'payment information');
    const rewards = must(await this.client.read('GET', '/api/v1/rewards/rewarddescription'), 'rewards');
    const history = must(await this.client.read('GET', '/api/v1/rewards/findrewardredemptionhistory'), 'redemption history');
    const payments = field(info, 'data', 'history') as Array<{ paymentId: number; amount: number; status: string }>;
    const redemptions = field(history, 'data') as Array<{ redemptionId: number; amount: number; points: number; redemptionType: string }>;
    return {
      records: [
        ...payments.map((p): StoredRecord => ({
          kind: 'payment',
          account: this.account,
          marker: String(cents(p.amount)),
          id: p.paymentId,
          balanceEffect: p.status === 'cancelled' ? 0 : p.amount,
          points: 0,
        })),
        ...redemptions.map((r): StoredRecord => ({
          kind: 'redemption',
          account: this.account,
          marker: String(cents(r.amount)),
          id: r.redemptionId,
          balanceEffect: r.redemptionType === 'STATEMENT_CREDIT' ? r.amount : 0,
          points: r.points,
        })),
      ],
      figures: { balance: Number(field(info, 'data', 'currentBalance')), points: Number(field(rewards, 'data', 'pointsBalance')) },
    };
  }
}

/** A program administrator (`pa_admin` of its brand) paying its company's active vendors with single-purpose virtual cards. */
export class VendorPayer implements Persona {
  readonly account: string;
  private companyId = 0;
  private vendors: number[] = [];
  private seq = 0;
  /** Invoice numbers unique to this run (a marker that finds the stored payment). */
  private readonly tag = randomUUID().slice(0, 8);

  constructor(
    private readonly client: SoakClient,
    private readonly o: PersonaOptions,
  ) {
    this.account = `${client.brand}/pa_admin`;
  }

  private get base(): string {
    return `/api/v1/virtualcard/company/${this.companyId}/payments`;
  }

  async setup(): Promise<void> {
    await this.client.login('pa_admin');
    this.companyId = Number(
      field(must(await this.client.read('GET', '/api/authentication/check'), 'the login check'), 'userData', 'userCompanyId'),
    );
    const list = must(
      await this.client.read('GET', `/api/v1/virtualcard/company/${this.companyId}/vendors?status=ACTIVE&size=100`),
      'the vendors',
    );
    this.vendors = (field(list, 'content') as Array<{ vendorId: number }>).map((v) => v.vendorId);
    if (!this.vendors.length) throw new Error(`${this.account} has no active vendor to pay`);
  }

  async next(): Promise<SentMove> {
    const invoiceNumber = `SOAK-${this.tag}-${++this.seq}`;
    const body = {
      vendorId: this.vendors[Math.floor(this.o.random() * this.vendors.length)]!,
      amount: (100 + Math.floor(this.o.random() * 50_000)) / 100,
      invoiceNumber,
      sendEmail: false,
    };
    const m = await this.client.move(this.base, body, randomUUID());
    return move('vendorPayment', this.account, invoiceNumber, true, m, field(m.reply, 'data', 'paymentId'));
  }

  async holdings(): Promise<Holdings> {
    const records: StoredRecord[] = [];
    for (let page = 0; ; page++) {
      const answer = must(await this.client.read('GET', `${this.base}?size=500&page=${page}`), 'the vendor payments');
      for (const p of field(answer, 'content') as Array<{ paymentId: number; invoiceNumber: string }>) {
        records.push({
          kind: 'vendorPayment',
          account: this.account,
          marker: p.invoiceNumber,
          id: p.paymentId,
          balanceEffect: 0,
          points: 0,
        });
      }
      if (page + 1 >= Number(field(answer, 'totalPages'))) break;
    }
    return { records, figures: null };
  }
}
