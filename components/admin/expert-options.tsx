/** The back office's Expert choices: one option per expert, its id the value. */
export function ExpertOptions({ agents }: { agents: { id: string; name: string }[] }) {
  return agents.map((agent) => (
    <option key={agent.id} value={agent.id}>
      {agent.name}
    </option>
  ));
}
