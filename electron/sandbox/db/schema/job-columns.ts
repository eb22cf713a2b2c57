// SQL fragments shared by the `*_with_status` views: the latest job_history row of a resource
// exposed as the job_* columns the settings screens read, plus an {id,name} agent object.

/** Select-list part: the job_* columns, reading from the lateral alias `job`. */
export const jobColumns = /* sql */ `
  job.name AS job_name, job.success_count AS job_success_count, job.error_count AS job_error_count,
  job.details AS job_details, job.hostname AS job_hostname, job.duration_millis AS job_duration_millis,
  job.resource_type AS job_resource_type, job.status AS job_status, job.time_start AS job_time_start,
  job.time_end AS job_time_end, job.created_at AS job_created_at`;

/** FROM-list part: joins the latest job of `${alias}.id` as `job` and its last failure time. */
export function jobJoin(alias: string): string {
  return /* sql */ `
  LEFT JOIN LATERAL (
    SELECT * FROM job_history jh WHERE jh.resource_id = ${alias}.id::text ORDER BY jh.created_at DESC LIMIT 1
  ) job ON true
  LEFT JOIN LATERAL (
    SELECT max(jh.time_start) AS job_last_failed FROM job_history jh
    WHERE jh.resource_id = ${alias}.id::text AND jh.status = 'FAILED'
  ) failed ON true`;
}

/** Select-list part: `{id,name}` of the row's agent (alias `${alias}`), null when unknown. */
export function agentObject(alias: string): string {
  return /* sql */ `(SELECT jsonb_build_object('id', ag.id, 'name', ag.name) FROM agents ag WHERE ag.id = ${alias}.agent_id) AS agent`;
}
