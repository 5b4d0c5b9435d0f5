/** "9,99 EUR": the amount in Italian format and the currency code uppercased (SPEC §2 Payment success). */
export const formatPaidAmount = (amount: number, currency: string): string =>
  `${amount.toLocaleString("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency.toUpperCase()}`
