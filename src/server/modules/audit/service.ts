/** The audit log as the console reads it (docs/decisions/0015): one page at a time, newest first, filtered. */
import type { AuditFilters, AuditRepository } from "./repository";

export const AUDIT_PAGE_SIZE = 50;

export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  async page(page: number, filters: AuditFilters = {}) {
    const found = await this.repository.page(page, AUDIT_PAGE_SIZE, filters);
    return { ...found, page, pageSize: AUDIT_PAGE_SIZE };
  }
}
