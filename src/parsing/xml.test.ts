import { describe, expect, it } from 'vitest';
import { JobError } from '../errors.ts';
import { childrenOf, findDescendants, parseXml, textOf } from './xml.ts';

describe('parseXml', () => {
  it('keeps text runs in order, whitespace runs and numeric character references', () => {
    const nodes = parseXml('<p><t>&#x2610; A</t><t xml:space="preserve"> </t><t>0012 &amp;lt; &amp;</t></p>', 'test');
    const runs = findDescendants(nodes, 't').map((t) => childrenOf(t).map((child) => textOf(child) ?? '').join(''));
    expect(runs).toEqual(['☐ A', ' ', '0012 &lt; &']);
  });

  it('refuses DTDs, so entity expansion attacks never run', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><p>&b;</p>';
    expect(() => parseXml(laughs, 'word/document.xml')).toThrow(JobError);
    expect(() => parseXml(laughs, 'word/document.xml')).toThrow(/word\/document.xml.*DOCTYPE or ENTITY/);
  });
});
