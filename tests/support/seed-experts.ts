import { agentOfExpert, expertDoc } from '@/lib/content/expert-agent';
import { readSeedExperts } from '@/lib/content/seed-experts';
import type { Agent } from '@/lib/leads/agent';

/**
 * The experts an empty content database is seeded with (content/seed/experts.json), as the agent
 * directory gives them once seeded: for tests and benchmarks that need the launch experts without
 * the content database. Their photos' addresses are the media's (JPEG in, WebP stored).
 */
export const seededAgents: Agent[] = readSeedExperts()
  .filter((expert) => expert.active)
  .map(({ photo, ...expert }) => {
    const file = photo?.replace(/\.\w+$/, '');
    const media = '/admin/content/api/media/file';
    return agentOfExpert(
      expertDoc.parse({
        ...expert,
        photo: file
          ? {
              url: `${media}/${file}.webp`,
              sizes: { thumbnail: { url: `${media}/${file}-384x480.webp` } },
            }
          : null,
      }),
    );
  });

/** One seeded expert by agent id. */
export function seededAgent(id: string): Agent {
  const agent = seededAgents.find((candidate) => candidate.id === id);
  if (!agent) throw new Error(`no seeded expert ${id}`);
  return agent;
}
