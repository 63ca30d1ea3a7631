import * as z from 'zod/mini';
import { checkFields } from '../../ui/forms/checkFields.js';
import { accountNumberProblem, bankDigits, confirmAccountProblem, routingNumberProblem } from '../../ui/forms/bankNumbers.js';

export interface BankAccountFormValues {
  nickname: string;
  bankName: string;
  accountType: 'checking' | 'savings' | '';
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
}

export const bankAccountDefaults: BankAccountFormValues = {
  nickname: '',
  bankName: '',
  accountType: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/**
 * Adding a bank account to pay from: a name to know it by, the bank, checking or savings, a routing number that
 * passes the ABA checksum, and the account number entered twice (4–17 digits, both the same).
 */
export const bankAccountSchema = z.pipe(
  z
    .object({
      nickname: z.string(),
      bankName: z.string(),
      accountType: z.string(),
      routingNumber: z.string(),
      accountNumber: z.string(),
      confirmAccountNumber: z.string(),
    })
    .check(
      checkFields((v, say) => {
        if (!v.nickname.trim()) say('nickname', 'Give the account a name you will recognise, like “Everyday Checking”.');
        else if (v.nickname.trim().length > 40) say('nickname', 'Use 40 characters or fewer.');
        if (!v.bankName.trim()) say('bankName', 'Enter the name of the bank.');
        else if (v.bankName.trim().length > 60) say('bankName', 'Use 60 characters or fewer.');
        if (v.accountType !== 'checking' && v.accountType !== 'savings') say('accountType', 'Choose checking or savings.');
        const problems = {
          routingNumber: routingNumberProblem(v.routingNumber),
          accountNumber: accountNumberProblem(v.accountNumber),
          confirmAccountNumber: confirmAccountProblem(v.accountNumber, v.confirmAccountNumber),
        };
        for (const [path, problem] of Object.entries(problems) as [keyof BankAccountFormValues, string | null][])
          if (problem) say(path, problem);
      }),
    ),
  z.transform((v) => ({
    nickname: v.nickname.trim(),
    bankName: v.bankName.trim(),
    accountType: v.accountType as 'checking' | 'savings',
    routingNumber: bankDigits(v.routingNumber),
    accountNumber: bankDigits(v.accountNumber),
  })),
);
