// `node scripts/blog/article-lengths.ts <language>...`: each article of a language against the English article of the
// same unikey (issue 20: not a thin rewrite). Prints the body-length ratio and the bar; exits 1 if one is under it.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MIN_BODY_RATIO, ROUTED_LANGUAGES, bodyTextLength, type Language } from '../../src/domain/index.ts';

const blogDir = join(import.meta.dirname, '../../content/blog');
const body = (language: string, file: string) => readFileSync(join(blogDir, language, file), 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');

const wanted = process.argv.slice(2);
if (wanted.length === 0 || wanted.some((language) => language === 'en' || !(ROUTED_LANGUAGES as readonly string[]).includes(language))) {
  console.error('Usage: node scripts/blog/article-lengths.ts <routed language other than en>...');
  process.exit(2);
}
let short = 0;
for (const language of wanted as Language[]) {
  const files = readdirSync(join(blogDir, language)).filter((name) => name.endsWith('.md')).sort();
  for (const file of files) {
    if (!existsSync(join(blogDir, 'en', file))) {
      console.log(`${language}/${file}: no English article of that name`);
      short += 1;
      continue;
    }
    const ratio = bodyTextLength(body(language, file)) / bodyTextLength(body('en', file));
    const ok = ratio >= MIN_BODY_RATIO[language];
    if (!ok) short += 1;
    console.log(`${language}/${file}: ${(ratio * 100).toFixed(0)} % of English (bar ${(MIN_BODY_RATIO[language] * 100).toFixed(0)} %)${ok ? '' : '  SHORT'}`);
  }
  console.log(`${language}: ${files.length} articles`);
}
process.exit(short > 0 ? 1 : 0);
