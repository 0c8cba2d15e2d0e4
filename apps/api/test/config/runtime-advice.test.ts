import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_MAJOR, runtimeAdvice } from '../../src/config/runtime-advice.ts';

describe('what production says about its Node.js', () => {
  it('asks for Node.js 24 on an older one, naming the version it found', () => {
    for (const version of ['v20.20.2', 'v22.11.0', 'v23.0.0']) {
      const advice = runtimeAdvice({ production: true, version });
      expect(advice).toContain(`Node.js ${version} in production`);
      expect(advice).toContain(`run Node.js ${PRODUCTION_NODE_MAJOR}`);
    }
  });

  it('says a Node.js out of support gets no security fixes, and never says it of a supported one', () => {
    expect(runtimeAdvice({ production: true, version: 'v20.20.2' })).toContain(
      'no longer gets security fixes',
    );
    expect(runtimeAdvice({ production: true, version: 'v22.11.0' })).not.toContain('security');
  });

  it('says nothing on Node.js 24 or later', () => {
    for (const version of ['v24.0.0', 'v24.21.0', 'v25.1.0', 'v30.0.0'])
      expect(runtimeAdvice({ production: true, version })).toBeNull();
  });

  it('says nothing outside production, where the machine’s Node.js 20 is the one to use', () => {
    expect(runtimeAdvice({ production: false, version: 'v20.20.2' })).toBeNull();
  });

  it('says nothing about a version it cannot read', () => {
    for (const version of ['', 'twenty', 'v.1'])
      expect(runtimeAdvice({ production: true, version })).toBeNull();
  });
});
