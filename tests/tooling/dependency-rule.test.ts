import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layer rule bites (issue 2 §2): lint sample files as if they lived in each layer.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

describe('the dependency rule', () => {
  it('fails a domain file that imports React', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
    expect(ids).toContain('no-restricted-imports');
  });

  it('fails a domain file that reads the clock or the browser', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', 'export const now = () => Date.now();\nexport const path = () => window.location.pathname;\n');
    expect(ids).toEqual(expect.arrayContaining(['no-restricted-syntax', 'no-restricted-globals']));
  });

  it('fails a domain file that imports the application layer', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', "import { TOKENS } from '../application/tokens.ts';\nexport const t = TOKENS;\n");
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('fails a view that imports an adapter', async () => {
    const ids = await ruleIdsFor(
      'src/ui/sample.tsx',
      "import { LinguiCatalogAdapter } from '../infrastructure/i18n/lingui-catalog.adapter.ts';\nexport const a = new LinguiCatalogAdapter();\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('passes a domain file that imports only the domain', async () => {
    const ids = await ruleIdsFor('src/domain/sample.ts', "import { BRAND_NAME } from './brand.ts';\nexport const name = BRAND_NAME;\n");
    expect(ids).toEqual([]);
  });
});
