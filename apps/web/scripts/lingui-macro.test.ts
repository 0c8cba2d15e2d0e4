import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, linguiMacro } from './lingui-macro.ts';

const web = fileURLToPath(new URL('../', import.meta.url));
type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const transformOf = (plugin: Plugin) =>
  (plugin.transform as unknown as Transform).bind({
    error: (m: string) => {
      throw new Error(m);
    },
  });

const screen = `import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
export const title = () => t\`Top restaurants\`;
export const tag = () => t({ message: 'Home', context: 'address' });
export const later = msg\`Mid {x}\`;
export function Low() {
  const { t } = useLingui();
  return t({ message: 'Low', comment: 'a note' });
}
export const notAMessage = { id: 'x', message: 'y' };
export const Hello = ({ name }: { name: string }) => <Trans>Hello <b>{name}</b></Trans>;
`;

describe('the English message as its id (decision 056)', () => {
  it('the code asks for each message by its English, and keeps the hash only beside a context', async () => {
    const out = await transformOf(linguiMacro())(screen, `${web}src/features/demo/demo.tsx`);
    const code = out?.code ?? '';
    expect(code).toContain('id: "Top restaurants"');
    expect(code).toContain('id: "Hello <0>{name}</0>"');
    expect(code).not.toContain(generateMessageId('Top restaurants'));
    expect(code).toContain(`id: "${generateMessageId('Home', 'address')}"`);
    expect(code).toContain('message: "Home"');
    expect(code).toContain('id: "Mid {x}"');
    expect(code).toContain('id: "Low"');
    expect(code).toMatch(/notAMessage = \{\s*id: 'x',\s*message: 'y'/);
  });

  it('a Hindi catalogue is keyed by the same English, a message with a context by its hash', async () => {
    const file = `${web}src/locales/hi/customer.po`;
    const compiled = {
      [generateMessageId('Food is on the way')]: ['खाना रास्ते में है'],
      [generateMessageId('Home', 'address')]: ['घर'],
    };
    const out = await transformOf(catalogueKeys())(
      `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
      file,
    );
    const messages = JSON.parse(/JSON\.parse\((".*")\)/.exec(out?.code ?? '')?.[1] ?? '""');
    expect(JSON.parse(messages)).toEqual({
      'Food is on the way': ['खाना रास्ते में है'],
      [generateMessageId('Home', 'address')]: ['घर'],
    });
  });
});
