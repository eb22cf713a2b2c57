// Run a playbook on the check (spec 1 §4, §5): parameters from the server with their defaults;
// submit only when valid and no run is pending ('Running...'); success opens the run's page, a
// failure toasts the server's error.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { playbookParamsQuery, runPlaybookOnCheck } from '../../../api/services/health.ts';
import type { PlaybookParameter, RunnablePlaybook } from '../../../api/services/health.types.ts';
import { Modal } from '../../../components/modal/Modal.tsx';
import { showToast } from '../../../components/toaster/toaster.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import {
  NO_PARAMETERS_TEXT,
  initialParamValues,
  listOptions,
  paramErrors,
} from './playbook-params.ts';

function ParamField({
  param,
  value,
  error,
  onChange,
}: {
  param: PlaybookParameter;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const label = param.label || param.name;
  const id = `playbook-param-${param.name}`;
  if (param.type === 'checkbox')
    return (
      <Checkbox
        label={label}
        checked={value === 'true'}
        onChange={(e) => onChange(String(e.currentTarget.checked))}
      />
    );
  const options = param.type === 'list' ? listOptions(param) : [];
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={param.required ? '(required)' : undefined}
      helperText={error ?? param.description ?? undefined}
      intent={error ? 'danger' : 'none'}
    >
      {param.type === 'code' ? (
        <TextArea id={id} fill value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : options.length > 0 ? (
        <HTMLSelect
          id={id}
          value={value}
          options={options}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : (
        <InputGroup
          id={id}
          value={value}
          intent={error ? 'danger' : 'none'}
          onValueChange={onChange}
        />
      )}
    </FormGroup>
  );
}

function ParamsForm({
  orgId,
  checkId,
  playbook,
  params,
  onClose,
}: {
  orgId: string;
  checkId: string;
  playbook: RunnablePlaybook;
  params: PlaybookParameter[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialParamValues(params));
  const [touched, setTouched] = useState(false);
  const errors = paramErrors(params, values);
  const valid = Object.keys(errors).length === 0;
  const run = useMutation({
    mutationFn: () =>
      runPlaybookOnCheck(orgId, { playbookId: playbook.id, checkId, params: values }),
    onSuccess: (runId) => void navigate(paths.playbookRun(runId)),
    onError: (error) => void showToast(error.message, 'danger'),
  });
  return (
    <Modal
      isOpen
      size="medium"
      title={playbook.title || playbook.name}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            intent="primary"
            icon="play"
            disabled={run.isPending || (touched && !valid)}
            onClick={() => {
              setTouched(true);
              if (valid && !run.isPending) run.mutate();
            }}
          >
            {run.isPending ? 'Running...' : 'Run'}
          </Button>
        </>
      }
    >
      {params.length === 0 ? (
        <p>{NO_PARAMETERS_TEXT}</p>
      ) : (
        params.map((p) => (
          <ParamField
            key={p.name}
            param={p}
            value={values[p.name] ?? ''}
            error={touched ? errors[p.name] : undefined}
            onChange={(v) => setValues((prev) => ({ ...prev, [p.name]: v }))}
          />
        ))
      )}
    </Modal>
  );
}

export function PlaybookRunModal(props: {
  orgId: string;
  checkId: string;
  playbook: RunnablePlaybook;
  onClose: () => void;
}) {
  const params = useQuery(playbookParamsQuery(props.orgId, props.playbook.id, props.checkId));
  if (params.isPending)
    return (
      <Modal
        isOpen
        size="medium"
        title={props.playbook.title || props.playbook.name}
        onClose={props.onClose}
      >
        <Spinner aria-label="Loading parameters" />
      </Modal>
    );
  if (params.isError)
    return (
      <Modal
        isOpen
        size="medium"
        title={props.playbook.title || props.playbook.name}
        onClose={props.onClose}
      >
        <QueryError error={params.error} what="the playbook parameters" />
      </Modal>
    );
  return <ParamsForm {...props} params={params.data} />;
}
