/** The audit log as the console reads it (docs/decisions/0015): one page at a time, newest first. */
import type { AuditRepository } from "./repository";

export const AUDIT_PAGE_SIZE = 50;

export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async page(page: number) {
    const { entries, total } = await this.repository.page(page, AUDIT_PAGE_SIZE);
    return { entries, total, page, pageSize: AUDIT_PAGE_SIZE };
  }
}
