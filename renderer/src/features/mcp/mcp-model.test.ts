import { describe, expect, it } from 'vitest';
import { directOf, ruleIsFor, selectorOf, type McpRule } from '../../api/services/mcp.ts';
import { byCategory, globalOf, mcpSubjects, OTHER, sortSubjects } from './mcp-model.ts';
import { mcpUrl, OAUTH_CLIENTS } from './mcp-snippets.ts';

const rule = (r: Partial<McpRule>): McpRule => ({ id: 'r', action: 'mcp:run', ...r });
const pb = { kind: 'playbook' as const, name: 'restart', namespace: 'mc' };

describe('MCP rules', () => {
  it('writes and recognises the selector of one resource', () => {
    expect(selectorOf(pb)).toEqual({ playbooks: [{ name: 'restart', namespace: 'mc' }] });
    expect(ruleIsFor(rule({ object_selector: selectorOf(pb) }), pb)).toBe(true);
    expect(ruleIsFor(rule({ object_selector: { views: [{ name: 'restart' }] } }), pb)).toBe(false);
    expect(ruleIsFor(rule({ action: 'mcp:use', object: 'mcp' }), null)).toBe(true);
  });

  it('reads a subject switch: deny wins, no rule is Default, everyone is Global', () => {
    const rules = [
      rule({ subject: 'a', object_selector: selectorOf(pb) }),
      rule({ subject: 'b', object_selector: selectorOf(pb), deny: true }),
      rule({ subject: 'b', object_selector: selectorOf(pb) }),
    ];
    expect(directOf(rules, 'a', pb)).toBe('allow');
    expect(directOf(rules, 'b', pb)).toBe('deny');
    expect(directOf(rules, 'c', pb)).toBe('default');
    expect(globalOf(directOf(rules, 'everyone', pb))).toBe('custom');
  });
});

describe('MCP pages', () => {
  it('lists roles, groups, teams and people; groups by name, roles written as group', () => {
    const list = mcpSubjects([
      { id: 'p1', name: 'Zed', type: 'person' },
      { id: 'g1', name: 'oncall', type: 'permission_subject_group' },
      { id: 'editor', name: 'editor', type: 'role' },
      { id: 't1', name: 'Team', type: 'access_token_person' },
    ]);
    expect(list.map((s) => [s.key, s.group, s.subjectType])).toEqual([
      ['editor', 'role', 'group'],
      ['oncall', 'group', 'group'],
      ['p1', 'person', 'person'],
    ]);
  });

  it("groups resources by category with 'Other' last", () => {
    const groups = byCategory([
      { id: '1', name: 'b' },
      { id: '2', name: 'a', category: 'Kubernetes' },
      { id: '3', name: 'c', category: 'AWS' },
    ]);
    expect(groups.map((g) => g.title)).toEqual(['AWS', 'Kubernetes', OTHER]);
  });

  it('sorts with the chosen value first, then by name', () => {
    const rows = [{ name: 'b' }, { name: 'a' }, { name: 'c' }];
    const value = (r: { name: string }) => (r.name === 'c' ? 'deny' : 'default');
    expect(sortSubjects(rows, value, 'deny', false).map((r) => r.name)).toEqual(['c', 'a', 'b']);
    expect(sortSubjects(rows, value, 'alphabetical', true).map((r) => r.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('builds the MCP URL from the backend and its prefix, and the OAuth snippets', () => {
    const url = mcpUrl({ baseUrl: 'http://127.0.0.1:9/', prefix: '/api' });
    expect(url).toBe('http://127.0.0.1:9/api/mcp');
    const claude = JSON.parse(OAUTH_CLIENTS[0]!.text(url)) as unknown;
    expect(claude).toEqual({
      mcpServers: { 'mission-control': { type: 'http', url, oauth: { clientId: 'mc-cli' } } },
    });
    expect(mcpUrl(null)).toBe('');
  });
});
