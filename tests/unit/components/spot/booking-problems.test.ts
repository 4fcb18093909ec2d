import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingProblem, bookingProblems } from '@/components/spot/booking-problems';
import { answerCodes } from '@/lib/leads/validation-messages';

const spotModal = (
  JSON.parse(readFileSync('messages/en.json', 'utf8')) as {
    SpotModal: Record<string, unknown> & { schedule: Record<string, string> };
  }
).SpotModal;

const hasMessage = (key: string) => {
  const [group, name] = key.split('.');
  return name
    ? typeof spotModal.schedule[name] === 'string'
    : typeof spotModal[group!] === 'string';
};

describe('what a refused booking says', () => {
  it('has a SpotModal message for every code of the wire', () => {
    expect(Object.keys(bookingProblems).sort()).toEqual([...answerCodes].sort());
    for (const key of Object.values(bookingProblems)) expect(hasMessage(key), key).toBe(true);
  });

  it('tells the person who holds a reservation apart from a slot just taken, by code not words', () => {
    expect(bookingProblem('alreadyReserved', 409)).toBe('schedule.alreadyReserved');
    expect(bookingProblem('slotTaken', 409)).toBe('schedule.taken');
    expect(bookingProblem('alreadyScheduled', 409)).toBe('schedule.taken');
    expect(bookingProblem('tooManyRequests', 429)).toBe('error');
  });

  it('reads a 409 without a known code as a slot taken, any other status as an error', () => {
    expect(bookingProblem(undefined, 409)).toBe('schedule.taken');
    expect(bookingProblem(undefined, 500)).toBe('error');
  });
});
