// Checks a commit message the way the team writes them: a subject of at most 72 characters, not empty,
// and, when there is a body, a blank line between the subject and the body. Used by the commit-msg hook
// beside this file; run `node scripts/git-hooks/commit-message.mjs <file>` to check a message by hand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The longest subject line allowed, in characters. */
export const SUBJECT_MAX_LENGTH = 72;

// Git's own merge subjects name branches we do not choose, so they are not held to the length rule.
const GENERATED_MERGE = /^Merge (branch|branches|remote-tracking branch|tag|commit|pull request) /;

/** Returns the message as git stores it: comment lines and everything below the scissors line removed. */
export function cleanMessage(text) {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const scissors = lines.findIndex((line) => /^# -+ >8 -+$/.test(line));
  const kept = (scissors === -1 ? lines : lines.slice(0, scissors)).filter((line) => !line.startsWith('#'));
  while (kept.length > 0 && kept[0].trim() === '') kept.shift();
  while (kept.length > 0 && kept[kept.length - 1].trim() === '') kept.pop();
  return kept;
}

/** Returns the problems of a commit message, each a sentence; an empty list means the message is fine. */
export function checkCommitMessage(text) {
  const lines = cleanMessage(text);
  if (lines.length === 0 || lines[0].trim() === '') return ['The subject line is empty.'];
  const problems = [];
  const subject = lines[0];
  const length = [...subject].length;
  if (length > SUBJECT_MAX_LENGTH && !GENERATED_MERGE.test(subject)) {
    problems.push(`The subject line has ${length} characters; keep it to ${SUBJECT_MAX_LENGTH} or fewer.`);
  }
  if (lines.length > 1 && lines[1].trim() !== '') {
    problems.push('Leave a blank line between the subject and the body.');
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/git-hooks/commit-message.mjs <commit message file>');
    process.exit(2);
  }
  const problems = checkCommitMessage(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error('commit-msg: the commit message was not accepted:');
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error('Write a subject of at most 72 characters, a blank line, then a body that says why.');
    process.exit(1);
  }
}
