import { describe, expect, it } from 'vitest';
import { searchEmployees } from './employee-search.ts';

const team = [
  { employeeId: '001', name: 'Ada Lovelace' },
  { employeeId: '007', name: 'Grace Hopper' },
  { employeeId: '070', name: 'Alan Turing' },
  { employeeId: '107', name: 'Katherine Johnson' },
];
const ids = (query: string) => searchEmployees(team, query).map((employee) => employee.employeeId);

describe('searchEmployees', () => {
  it('finds by any part of the name, whatever the case', () => {
    expect(ids('lovelace')).toEqual(['001']);
    expect(ids('GRACE')).toEqual(['007']);
    expect(ids('an')).toEqual(['070']);
    expect(ids('  hOpP ')).toEqual(['007']);
  });

  it('finds by ID, the exact ID first', () => {
    expect(ids('07')).toEqual(['007', '070', '107']);
    expect(ids('107')).toEqual(['107']);
    expect(ids('070')).toEqual(['070']);
    expect(ids('7')).toEqual(['007', '070', '107']);
  });

  it('lists everyone for an empty query and no one for a miss', () => {
    expect(ids('')).toEqual(['001', '007', '070', '107']);
    expect(ids('zzz')).toEqual([]);
  });
});
