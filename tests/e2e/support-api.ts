import type { Page } from '@playwright/test';

/** The platform's answer through the browser's own session (what the page itself would get). */
export async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json() as Promise<T>;
  }, path);
}

export interface DashboardFacts {
  data: {
    accountEntitySummary: { accountEntityId: number; cardNumber: string; cardNumberLast4: string; firstName: string; lastName: string };
    productSummary: { customerServicePhone?: string; productTypeCode: number };
    inactiveCards: { cardNumberLast4: string }[];
    lockedCard: boolean;
    paperless: boolean;
    balances: { creditLimit: number };
    companyId: number;
    companyName: string;
  };
}
export const dashboardOf = (page: Page, cardRef?: string) =>
  api<DashboardFacts>(page, `/api/v1/cards/cardholder/dashboard${cardRef ? `?cardNumber=${encodeURIComponent(cardRef)}` : ''}`).then(
    (d) => d.data,
  );
