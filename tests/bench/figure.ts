/**
 * One figure for the README's table: printed as a marked line, which `npm run bench` collects (in
 * the order printed) into the table it prints at the end and, with `-- --readme`, writes between
 * the README's figure markers, so the table always comes from one run on one commit.
 */
export function figure(what: string, value: string, target = ''): void {
  console.log(`::figure:: ${JSON.stringify({ what, value, target })}`);
}
