import { formatMoney } from 'mfe-shared/format';

/** An amount the API answers ({amount, currency}) as the status pages show it. */
export const money = (value: { amount: number; currency: string }) => formatMoney(value.amount, value.currency === 'GBP' ? 'GBP' : 'USD');
