import { describe, expect, it } from 'vitest';
import { csvCell } from '@/lib/server/leads-csv';

describe('csvCell', () => {
  it('quotes a cell with a semicolon, which European spreadsheets split on', () => {
    expect(csvCell('Smith; Sons')).toBe('"Smith; Sons"');
    expect(csvCell('plain')).toBe('plain');
  });
});
