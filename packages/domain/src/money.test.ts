import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice } from './money.ts';

describe('formatMonthlyPrice', () => {
  it('says Free for nothing', () => {
    expect(formatMonthlyPrice(0, 'GBP')).toBe('Free');
  });

  it('drops zero pence and keeps the others', () => {
    expect(formatMonthlyPrice(900, 'GBP')).toBe('£9');
    expect(formatMonthlyPrice(1950, 'GBP')).toBe('£19.50');
    expect(formatMonthlyPrice(1905, 'GBP')).toBe('£19.05');
    expect(formatMonthlyPrice(123456, 'GBP')).toBe('£1,234.56');
  });

  it('follows the currency’s own minor unit', () => {
    expect(formatMonthlyPrice(1200, 'EUR')).toBe('€12');
    expect(formatMonthlyPrice(1500, 'JPY')).toBe('JP¥1,500');
  });
});
