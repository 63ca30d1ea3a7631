import * as z from 'zod/mini';

const whole = (min: number, max: number, what: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}$/, `${what}: a whole number from ${min} to ${max}.`),
    z.refine((v) => Number(v) >= min && Number(v) <= max, `${what}: a whole number from ${min} to ${max}.`),
  );

export const BasicSchema = z.object({
  defaultGlAccountId: z.string(),
  reviewDays: whole(1, 60, 'Days to review'),
  autoSubmitDayOfMonth: z.union([z.literal(''), whole(1, 28, 'Auto-submit day')]),
  reportNamePattern: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Give a name pattern, like {lastName} {month} {year}.'),
      z.maxLength(80, 'Keep the pattern to 80 characters.'),
    ),
});

export const AdvancedSchema = z
  .object({
    managerApproval: z.boolean(),
    accountingApproval: z.boolean(),
    receiptsRequired: z.boolean(),
    receiptRequiredOver: z.string().check(z.trim()),
  })
  .check(
    z.refine((v) => v.managerApproval || v.accountingApproval, {
      message: 'Keep at least one approval step: reports need a reviewer before they are complete.',
      path: ['managerApproval'],
    }),
    z.refine((v) => !v.receiptsRequired || /^\d{1,6}(\.\d{1,2})?$/.test(v.receiptRequiredOver.replace(/[$,]/g, '')), {
      message: 'Type the amount in dollars, like 75 or 75.00.',
      path: ['receiptRequiredOver'],
    }),
  );

export const NewGlSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, 'Give a code of up to 20 letters, digits, dots or dashes, like 6950.')),
  description: z
    .string()
    .check(z.trim(), z.minLength(1, 'Describe what the account is for.'), z.maxLength(80, 'Keep the description to 80 characters.')),
});
