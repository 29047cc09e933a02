import { ACTION_CODE_LISTS, actionValueLines, fieldLabel } from './actionValueLines';

const lists = {
  '/api/setting/code/global/owner/ALL/true': [{ code: 'CL', description: 'Client' }, { code: 'SP', description: 'Spouse' }],
  '/api/setting/code/global/assettype/GOAL': [{ code: 'HM', description: 'Home Purchase' }],
  '/api/setting/code/global/trigger/GOAL/true': [{ code: 'CA', description: 'At Client Age' }],
  '/api/setting/code/global/assettype/INS': [{ code: 'LT', description: 'Long-Term Care' }],
};

describe('actionValueLines', () => {
  it('shows code descriptions from the code lists instead of raw codes', () => {
    const lines = actionValueLines('Goal', JSON.stringify({ owner: 'CL', goalType: 'HM', startTrigger: 'CA', amount: 50000, age: 70 }), lists);
    expect(lines).toEqual(['Owner: Client', 'Goal type: Home Purchase', 'Start trigger: At Client Age', 'Amount: $50,000', 'Age: 70']);
    expect(lines.join(' ')).not.toMatch(/\b(CL|HM|CA)\b/);
  });
  it('reads a form\'s type from that form\'s list, and keeps an unknown code as it is', () => {
    expect(actionValueLines('Insurance', '{"type":"LT","premiumFrequency":12}', lists)).toEqual(['Type: Long-Term Care', 'Premium frequency: 12']);
    expect(actionValueLines('Strategy', '{"type":"SS"}', lists)).toEqual(['Type: SS']);
  });
  it('shows percentages and gives no lines for a value that is not JSON', () => {
    expect(actionValueLines('BaseLivingExpense', '{"percentChange":-10}', lists)).toEqual(['Percent change: -10%']);
    expect(actionValueLines('Goal', 'not json', lists)).toEqual([]);
  });
  it('names fields in words and fetches each list once', () => {
    expect(fieldLabel('annualContribution')).toBe('Annual contribution');
    expect(new Set(ACTION_CODE_LISTS).size).toBe(ACTION_CODE_LISTS.length);
  });
});
