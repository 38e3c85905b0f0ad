/**
 * /admin_tareas: the background jobs the server runs by itself, one card each — what it does, its
 * schedule in words, how many runs wait, run or failed in the last 7 days, and its last run (when,
 * how long, its result or error). "Ejecutar ahora" queues a run and says, beside the button,
 * whether it was queued or one was already waiting. The recent runs unfold below each job: a
 * table from 768 px, one card per run below. The page reads the queue again every few seconds
 * while a run waits or runs, so a run started here is seen through to its end.
 */
import { Alert, Box, Button, chakra, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { formatDateTime } from '../../../lib/date-format';
import { useMediaQuery } from '../../../lib/use-media-query';
import type {
  BackgroundJob,
  BackgroundJobName,
  JobRun,
  JobRunState,
} from '../../../protocol/operations';
import { jobsQueryOptions, runJobNow } from '../api/operations-queries';
import {
  dependsOnZone,
  durationWords,
  resultWords,
  scheduleWords,
  type FigureKey,
  type ScheduleWords,
  type ZoneKey,
} from '../job-words';

type Translate = TFunction<'operations'>;

/** How often the page reads the queue again: often while something waits or runs. */
const BUSY_REFRESH_MS = 3_000;
const IDLE_REFRESH_MS = 30_000;

const STATE_TONES: Record<JobRunState, StatusTone> = {
  created: 'pending',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'neutral',
  failed: 'danger',
};

function scheduleText(t: Translate, job: BackgroundJob): string {
  if (!job.Schedule) return t('jobs.noSchedule');
  const words: ScheduleWords = scheduleWords(job.Schedule.Cron);
  const text =
    words.kind === 'everyMinute'
      ? t('jobs.everyMinute')
      : words.kind === 'everyMinutes'
        ? t('jobs.everyMinutes', { n: words.n })
        : words.kind === 'hourly'
          ? words.minute === 0
            ? t('jobs.hourlyOnTheHour')
            : t('jobs.hourly', { minute: words.minute })
          : words.kind === 'everyHours'
            ? t('jobs.everyHours', { n: words.n, time: words.time })
            : words.kind === 'daily'
              ? t('jobs.daily', { time: words.time })
              : t('jobs.cron', { cron: words.cron });
  if (!dependsOnZone(words)) return text;
  const zone = job.Schedule.TimeZone;
  return t('jobs.withZone', {
    schedule: text,
    zone: t(`jobs.zones.${zone}` as ZoneKey, { defaultValue: zone }),
  });
}

function durationText(t: Translate, ms: number | null): string {
  if (ms === null) return '';
  const d = durationWords(ms);
  switch (d.key) {
    case 'underSecond':
      return t('jobs.durations.underSecond');
    case 'seconds':
      return t('jobs.durations.seconds', { s: d.s });
    case 'minutes':
      return t('jobs.durations.minutes', { m: d.m, s: d.s });
    case 'hours':
      return t('jobs.durations.hours', { h: d.h, m: d.m });
  }
}

/** A run's result in words: its error, or the figures of what it did. */
function resultText(t: Translate, name: BackgroundJobName, run: JobRun): string {
  if (run.Error) return run.Error;
  if (!run.Output) return '';
  const words = resultWords(name, run.Output);
  if (words.kind === 'skipped') return t('jobs.skipped');
  if (words.kind === 'nothing') return t('jobs.nothingToDo');
  const figures = words.figures
    .map((f) => `${t(`jobs.outputs.${name}.${f.key}` as FigureKey)}: ${f.value}`)
    .join(' · ');
  const list = name === 'retention' && figures ? t('jobs.deleted', { list: figures }) : figures;
  return [list, words.more ? t('jobs.more') : ''].filter(Boolean).join(' · ');
}

function RunState({ t, state }: { t: Translate; state: JobRunState }) {
  return (
    <StatusChip tone={STATE_TONES[state]} size="sm">
      {t(`jobs.states.${state}`)}
    </StatusChip>
  );
}

export function JobsPage() {
  const { t } = useTranslation('operations');
  const jobs = useQuery({
    ...jobsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.List.some((j) => j.Queued > 0 || j.Running > 0)
        ? BUSY_REFRESH_MS
        : IDLE_REFRESH_MS,
  });
  return (
    <PageFrame titleKey="adminJobs">
      <Text>{t('jobs.intro')}</Text>
      {jobs.error ? (
        <QueryError error={jobs.error} />
      ) : !jobs.data ? (
        <Loading />
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t('jobs.list')}>
          {jobs.data.List.map((job) => (
            <JobCard key={job.Name} job={job} />
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

/** What the last "Ejecutar ahora" of a job answered. */
interface RunAnswer {
  tone: 'success' | 'info' | 'error';
  message: string;
}

function JobCard({ job }: { job: BackgroundJob }) {
  const { t } = useTranslation('operations');
  const name = t(`jobs.names.${job.Name}`);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<RunAnswer | null>(null);
  const run = useMutation({
    mutationFn: () => runJobNow(job.Name),
    onMutate: () => setAnswer(null),
    onSuccess: ({ queued, message }) =>
      setAnswer({
        tone: queued ? 'success' : 'info',
        message: message ?? '',
      }),
    onError: (e) => setAnswer({ tone: 'error', message: e.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['operations', 'jobs'] }),
  });
  const last = job.LastRun;
  return (
    <chakra.li
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
      minW="0"
    >
      <Stack gap="3">
        <Flex gap="3" align="flex-start" justify="space-between" wrap="wrap">
          <Box minW="0" flex="1 1 16rem">
            <Heading as="h2" size="lg" id={headingId}>
              {name}
            </Heading>
            <Text color="gray.700">{t(`jobs.descriptions.${job.Name}`)}</Text>
          </Box>
          <Button
            minH="11"
            variant="outline"
            loading={run.isPending}
            aria-label={t('jobs.runNowNamed', { name })}
            onClick={() => run.mutate()}
          >
            {t('jobs.runNow')}
          </Button>
        </Flex>
        {answer && (
          <Alert.Root status={answer.tone} role={answer.tone === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Description>{answer.message}</Alert.Description>
          </Alert.Root>
        )}
        <chakra.dl
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
          gap={{ base: '3', md: '4' }}
        >
          <Box minW="0">
            <chakra.dt fontWeight="semibold">{t('jobs.schedule')}</chakra.dt>
            <chakra.dd>{scheduleText(t, job)}</chakra.dd>
          </Box>
          <Box minW="0">
            <chakra.dt fontWeight="semibold">{t('jobs.state')}</chakra.dt>
            <chakra.dd>
              <Wrap gap="2" mt="1">
                <StatusChip tone={job.Queued > 0 ? 'pending' : 'neutral'} size="sm">
                  {t('jobs.queued', { n: job.Queued })}
                </StatusChip>
                <StatusChip tone={job.Running > 0 ? 'info' : 'neutral'} size="sm">
                  {job.Running > 0 && job.RunningSince
                    ? t('jobs.runningSince', { when: formatDateTime(job.RunningSince) })
                    : t('jobs.running', { n: job.Running })}
                </StatusChip>
                <StatusChip tone={job.Failed > 0 ? 'danger' : 'neutral'} size="sm">
                  {t('jobs.failed', { n: job.Failed })}
                </StatusChip>
              </Wrap>
            </chakra.dd>
          </Box>
          <Box minW="0">
            <chakra.dt fontWeight="semibold">{t('jobs.lastRun')}</chakra.dt>
            <chakra.dd>
              {last ? (
                <Stack gap="1" mt="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <RunState t={t} state={last.State} />
                    <Text as="span">
                      {[
                        last.Finished ? formatDateTime(last.Finished) : '',
                        durationText(t, last.DurationMs),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Flex>
                  <Text
                    color={last.Error ? 'red.700' : undefined}
                    overflowWrap="anywhere"
                    lineClamp={4}
                  >
                    {resultText(t, job.Name, last)}
                  </Text>
                </Stack>
              ) : (
                t('jobs.never')
              )}
            </chakra.dd>
          </Box>
        </chakra.dl>
        <RecentRuns job={job} name={name} />
      </Stack>
    </chakra.li>
  );
}

const cell = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;

function RecentRuns({ job, name }: { job: BackgroundJob; name: string }) {
  const { t } = useTranslation('operations');
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery('(min-width: 768px)');
  const panelId = useId();
  const title = t('jobs.recentNamed', { name });
  const columns = [
    { id: 'started', label: t('jobs.started') },
    { id: 'finished', label: t('jobs.finished') },
    { id: 'duration', label: t('jobs.duration') },
    { id: 'result', label: t('jobs.result') },
  ] as const;
  const valueOf = (r: JobRun, id: (typeof columns)[number]['id']) =>
    id === 'started'
      ? r.Started && formatDateTime(r.Started)
      : id === 'finished'
        ? r.Finished && formatDateTime(r.Finished)
        : id === 'duration'
          ? durationText(t, r.DurationMs)
          : resultText(t, job.Name, r);
  const fields = (r: JobRun) => columns.map((c) => ({ ...c, value: valueOf(r, c.id) ?? '' }));
  return (
    <Box borderTopWidth="1px" borderColor="gray.200" pt="2">
      <DisclosureButton open={open} onToggle={() => setOpen((o) => !o)} controls={panelId}>
        {t('jobs.recent', { n: job.Runs.length })}
      </DisclosureButton>
      <Box id={panelId} hidden={!open} pt="2">
        {job.Runs.length === 0 ? (
          <Text>{t('jobs.noRuns')}</Text>
        ) : wide ? (
          <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md">
            <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
              <chakra.caption srOnly>{title}</chakra.caption>
              <thead>
                <tr>
                  <chakra.th scope="col" textAlign="start" bg="gray.100" {...cell}>
                    {t('jobs.state')}
                  </chakra.th>
                  {columns.map((c) => (
                    <chakra.th key={c.id} scope="col" textAlign="start" bg="gray.100" {...cell}>
                      {c.label}
                    </chakra.th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {job.Runs.map((r) => (
                  <tr key={r.Id}>
                    <chakra.td {...cell} whiteSpace="nowrap">
                      <RunState t={t} state={r.State} />
                    </chakra.td>
                    {fields(r).map((f) => (
                      <chakra.td
                        key={f.id}
                        {...cell}
                        whiteSpace={f.id === 'result' ? 'normal' : 'nowrap'}
                        overflowWrap="anywhere"
                        color={f.id === 'result' && r.Error ? 'red.700' : undefined}
                      >
                        {f.value}
                      </chakra.td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={title}>
            {job.Runs.map((r) => (
              <chakra.li key={r.Id} borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
                <RunState t={t} state={r.State} />
                <chakra.dl
                  mt="2"
                  display="grid"
                  gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)"
                  gap="1"
                >
                  {fields(r)
                    .filter((f) => f.value !== '')
                    .map((f) => (
                      <Box key={f.id} display="contents">
                        <chakra.dt fontWeight="semibold" fontSize="sm">
                          {f.label}
                        </chakra.dt>
                        <chakra.dd
                          fontSize="sm"
                          overflowWrap="anywhere"
                          color={f.id === 'result' && r.Error ? 'red.700' : undefined}
                        >
                          {f.value}
                        </chakra.dd>
                      </Box>
                    ))}
                </chakra.dl>
              </chakra.li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
