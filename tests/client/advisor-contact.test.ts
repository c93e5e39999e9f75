import { describe, expect, it } from 'vitest';
import { appointmentInput } from '../../client/features/advisor-contact/contactRequest';
import { groupByAdvisor } from '../../client/features/advisor-contact/myAdvisors';

// The contact modal's request and the dashboard's 'Mijn adviseurs'.
describe('appointmentInput', () => {
  const form = { expertiseId: 'RXhwZXJ0aXNlOjM=', message: '  Liefst na vijven.  ', phoneNumber: ' 0612345678 ' };

  it("leaves the phone number out when the account has one: the server sends the account's", () => {
    const input = appointmentInput('QWR2aXNvcjox', form, '0687654321');
    expect(input).toEqual({ advisorId: 'QWR2aXNvcjox', expertiseId: 'RXhwZXJ0aXNlOjM=', message: 'Liefst na vijven.' });
    expect('phoneNumber' in input).toBe(false);
  });

  it('sends the typed phone number when the account has none, also an empty one (the server says it is required)', () => {
    expect(appointmentInput('a', form, null)).toMatchObject({ phoneNumber: '0612345678' });
    expect(appointmentInput('a', { ...form, phoneNumber: '' }, undefined)).toMatchObject({ phoneNumber: '' });
  });

  it('sends no message for an empty or blank one', () => {
    expect(appointmentInput('a', { ...form, message: ' \n ' }, '0687654321').message).toBeNull();
  });
});

describe('groupByAdvisor', () => {
  const edge = (id: string, expertise: string) => ({
    node: { id, fullName: `Adviseur ${id}` },
    expertise: { name: expertise },
  });

  it('shows each advisor once with every expertise asked about, in the order of the edges', () => {
    const groups = groupByAdvisor([
      edge('b', 'Hypotheekadvies'),
      edge('a', 'Aankoopmakelaar'),
      edge('b', 'Taxatie'),
      edge('b', 'Hypotheekadvies'),
    ]);
    expect(groups.map((g) => [g.advisor.id, g.expertises])).toEqual([
      ['b', ['Hypotheekadvies', 'Taxatie']],
      ['a', ['Aankoopmakelaar']],
    ]);
    expect(groups[0].advisor.fullName).toBe('Adviseur b');
  });

  it('marks the advisor who coaches the viewer, whichever of their edges says so', () => {
    const groups = groupByAdvisor([
      edge('b', 'Hypotheekadvies'),
      { ...edge('b', 'Taxatie'), isCoach: true },
      { ...edge('a', 'Aankoopmakelaar'), isCoach: false },
    ]);
    expect(groups.map((g) => [g.advisor.id, g.isCoach])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });

  it('is empty without edges', () => {
    expect(groupByAdvisor([])).toEqual([]);
  });
});
