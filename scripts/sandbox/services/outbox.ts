/**
 * The emails the platform would send (user name reminders, password reset codes), kept in memory so tests
 * and integrators can see what a real account would have received (`GET /__sandbox/outbox/:brand`). Nothing
 * is sent anywhere; the newest 500 are kept.
 */
export interface OutboxMessage {
  brand: string;
  to: string;
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
