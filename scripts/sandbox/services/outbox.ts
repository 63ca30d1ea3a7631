/**
 * The emails and text messages the platform would send (user name reminders, verification codes), kept in memory
 * so tests and integrators can see what a real account would have received (`GET /__sandbox/outbox/:brand`).
 * Nothing is sent anywhere; the newest 500 are kept.
 */
export interface OutboxMessage {
  brand: string;
  /** An email address, or a phone number for a text message. */
  to: string;
  /** How it would go; absent: email. */
  channel?: 'email' | 'sms';
  subject: string;
  text: string;
  at: string;
}

export class Outbox {
  private messages: OutboxMessage[] = [];

  constructor(private readonly now: () => number) {}

  send(message: Omit<OutboxMessage, 'at'>): void {
    this.messages.push({ ...message, at: new Date(this.now()).toISOString() });
    if (this.messages.length > 500) this.messages = this.messages.slice(-500);
  }

  forBrand(brand: string): OutboxMessage[] {
    return this.messages.filter((m) => m.brand === brand);
  }

  clear(): void {
    this.messages = [];
  }
}
