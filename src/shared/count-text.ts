/**
 * 10000 as "10,000", without Intl: the first toLocaleString of a page loads ICU's number data, which a
 * phone feels on the directory's first render.
 */
export const withThousands = (n: number): string =>
  String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
