/**
 * The composition root of the domain (issue 30): each entity's service, made once over its repository
 * and reached as `app.services`. Routes and the pages' loaders (src/server/pages) call these; only a
 * repository writes a table.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "./db/client";
import { JobAdminService } from "./jobs/admin-service";
import { AnnouncementRepository } from "./modules/announcements/repository";
import { AnnouncementService } from "./modules/announcements/service";
import { AttemptRepository } from "./modules/assessments/attempt-repository";
import { AttemptService } from "./modules/assessments/attempt-service";
import { AssessmentRepository } from "./modules/assessments/repository";
import { AssessmentService } from "./modules/assessments/service";
import { KnowledgeRepository } from "./modules/assistant/repository";
import { AssistantService } from "./modules/assistant/service";
import { AuditRepository } from "./modules/audit/repository";
import { AuditService } from "./modules/audit/service";
import { endAccountSessions, SessionRepository } from "./modules/auth/repository";
import { AuthService } from "./modules/auth/service";
import { SessionService } from "./modules/auth/session-service";
import { CalendarRepository } from "./modules/calendar/repository";
import { CalendarService } from "./modules/calendar/service";
import { AlertLinks } from "./modules/class-alerts/links";
import { ClassAlertRepository } from "./modules/class-alerts/repository";
import { ClassAlertService } from "./modules/class-alerts/service";
import { PublicClassService } from "./modules/classes/public-service";
import { ClassRepository } from "./modules/classes/repository";
import { ClassService } from "./modules/classes/service";
import { CurriculumRepository } from "./modules/curriculum/repository";
import { CurriculumService } from "./modules/curriculum/service";
import { DashboardService } from "./modules/dashboard/service";
import { nextClassOf, nextWeekToStudy } from "./modules/dashboard/today";
import { DevService } from "./modules/dev/service";
import { locateWhenLoaded, searchPlaceWhenLoaded } from "./modules/geo/gazetteer";
import { createGeocoder } from "./modules/geo/geocoder";
import { GeoService } from "./modules/geo/service";
import { sharedBudget } from "./modules/geo/upstream-budget";
import { HealthRepository } from "./modules/health/repository";
import { HealthService } from "./modules/health/service";
import { InsightRepository } from "./modules/insights/repository";
import { InsightService } from "./modules/insights/service";
import { OnboardingAdminService } from "./modules/onboarding/admin-service";
import { ApplicantRepository } from "./modules/onboarding/applicant-repository";
import { ApplicantService } from "./modules/onboarding/applicant-service";
import { readApplicantSession } from "./modules/onboarding/applicant-session";
import { DocumentRepository } from "./modules/onboarding/document-repository";
import { DocumentService } from "./modules/onboarding/document-service";
import { OrderRepository } from "./modules/onboarding/order-repository";
import { ProgressService } from "./modules/onboarding/progress";
import { ProgressRepository } from "./modules/onboarding/progress-repository";
import { OnboardingService } from "./modules/onboarding/service";
import { WebhookEventRepository } from "./modules/onboarding/webhook-repository";
import { StorefrontOrderService } from "./modules/onboarding/webhook-service";
import { OutboxRepository } from "./modules/outbox/repository";
import { OutboxService } from "./modules/outbox/service";
import { PictureService } from "./modules/pictures/service";
import { RenewalRepository } from "./modules/renewals/repository";
import { RenewalService } from "./modules/renewals/service";
import { AttendeeService } from "./modules/reservations/attendee-service";
import { RESERVATIONS_JOB } from "./modules/reservations/job";
import { ReminderLinks } from "./modules/reservations/reminder-links";
import { ReservationNotices } from "./modules/reservations/reminders";
import { ReservationRepository } from "./modules/reservations/repository";
import { ReservationService } from "./modules/reservations/service";
import { reservationSummary } from "./modules/reservations/summary";
import { SiteContentRepository } from "./modules/site-content/repository";
import { SiteContentService } from "./modules/site-content/service";
import { AdminTrainerRepository } from "./modules/trainers/admin-repository";
import { TrainerAdminService } from "./modules/trainers/admin-service";
import { ProfileRepository } from "./modules/trainers/profile-repository";
import { ProfileService } from "./modules/trainers/profile-service";
import { PublicTrainerService } from "./modules/trainers/public-service";
import { TrainerRepository } from "./modules/trainers/repository";
import { TrainerService } from "./modules/trainers/service";

/** The trainers service (start.ts and seed-many make their own, before an app exists). */
export function createTrainerService(database: Database): TrainerService {
  return new TrainerService(
    new TrainerRepository(database),
    new ProfileRepository(database),
    locateWhenLoaded,
  );
}

export function createServices(app: FastifyInstance) {
  const { database } = app;
  const trainers = createTrainerService(database);
  const classRepository = new ClassRepository(database);
  // Reservations (issue 33): a change that may free a spot asks the reservations job for a run.
  const promoteSoon = () => app.jobs?.trigger(RESERVATIONS_JOB);
  const reservationRepository = new ReservationRepository(database);
  // Reminders and a cancelled class's notices (issue 33 §3, §4): the class module tells it before deleting.
  const reservationNotices = new ReservationNotices(reservationRepository, {
    mailer: app.mailer,
    site: () => app.site(),
    publicUrl: app.config.publicUrl,
    now: () => app.now(),
    links: new ReminderLinks(app.config.publicUrl, app.config.linkSigningSecret),
  });
  const classes = new ClassService(
    classRepository,
    () => app.now(),
    promoteSoon,
    reservationNotices.classesCancelling,
  );
  const calendar = new CalendarService(new CalendarRepository(database), {
    publicUrl: app.config.publicUrl,
    brandName: app.config.site.brandName,
  });
  const reservations = new ReservationService(reservationRepository, {
    mailer: app.mailer,
    site: () => app.site(),
    publicUrl: app.config.publicUrl,
    now: () => app.now(),
    promoteSoon,
    calendarFile: (classId) => calendar.classFile(classId, app.now()),
  });
  const assessments = new AssessmentService(new AssessmentRepository(database));
  const pictures = new PictureService(app.pictures, (trainerId, url) => trainers.setPicture(trainerId, url));
  const geocoder = createGeocoder({
    db: database.db,
    url: app.config.geocoderUrl,
    userAgent: `${app.config.site.brandName} trainer directory (${app.config.publicUrl})`,
    minIntervalMs: app.config.geocoderSlotMs,
    // One request a second for the whole site, however many app servers share it.
    budget: sharedBudget({ db: database.db, redis: app.redis, name: "geocoder", log: app.log }),
    log: app.log,
  });
  const onboarding = onboardingServices(app, trainers);
  // Sessions and sign-in tokens have one owner, the auth module (issue 30).
  const sessionRepository = new SessionRepository(database);
  const auth = new AuthService({
    repository: sessionRepository,
    trainers,
    config: app.config,
    site: app.site,
    mailer: app.mailer,
    now: () => app.now(),
    unsignedDocuments: (trainerId) => onboarding.onboardingProgress.unsignedDocumentCount(trainerId),
  });
  return {
    ...onboarding,
    auth,
    sessions: new SessionService(sessionRepository, () => app.now()),
    trainers,
    trainerAdmin: new TrainerAdminService(
      new AdminTrainerRepository(database),
      new TrainerRepository(database),
      new ProfileRepository(database),
      trainers,
      locateWhenLoaded,
      (email) => auth.sendMagicLink(email),
      endAccountSessions,
    ),
    profiles: new ProfileService(
      trainers,
      () => classRepository,
      (url) => pictures.remove(url),
      () => app.now(),
    ),
    publicTrainers: new PublicTrainerService(database, app.config.site.brandName),
    pictures,
    geo: new GeoService(geocoder),
    announcements: new AnnouncementService(new AnnouncementRepository(database), trainers),
    classes,
    reservations,
    reservationNotices,
    reservationSummary: (now: Date) => reservationSummary(reservationRepository, now),
    attendees: new AttendeeService(reservationRepository, reservations, {
      mailer: app.mailer,
      site: () => app.site(),
    }),
    publicClasses: new PublicClassService(
      database.db,
      () => app.publicListing(),
      () => app.now(),
    ),
    calendar,
    curriculum: new CurriculumService(new CurriculumRepository(database)),
    assessments,
    assessmentAttempts: new AttemptService(new AttemptRepository(database), () => app.now()),
    assistant: new AssistantService(
      new KnowledgeRepository(database),
      () => app.site(),
      () => app.config.assistant.model,
    ),
    // The console's operations and the site's content (health and dev are outside the console).
    audit: new AuditService(new AuditRepository(database)),
    outbox: new OutboxService(new OutboxRepository(database), app.mailer, app.log, () => app.now()),
    renewals: new RenewalService(new RenewalRepository(database), app.site, app.mailer, () => app.now()),
    jobs: new JobAdminService(
      database,
      () => app.jobs,
      () => app.now(),
    ),
    siteContent: new SiteContentService(new SiteContentRepository(database), app.config.site, app.site),
    health: new HealthService(new HealthRepository(database)),
    dev: new DevService(new OutboxRepository(database), trainers, () => app.now(), app.mailer.headersOf),
    // Class alerts (decision 0042): places by the distance search's gazetteer, classes as the public sees them.
    classAlerts: new ClassAlertService({
      repository: new ClassAlertRepository(database),
      links: new AlertLinks(app.config.publicUrl, app.config.linkSigningSecret),
      mailer: app.mailer,
      site: () => app.site(),
      publicUrl: app.config.publicUrl,
      findPlace: searchPlaceWhenLoaded,
      listing: () => app.publicListing(),
      now: () => app.now(),
    }),
    // Trainer insights (decision 0046): counted for the listed trainers the public sees.
    insights: new InsightService({
      repository: new InsightRepository(database),
      listing: () => app.publicListing(),
      now: () => app.now(),
      log: app.log,
    }),
    dashboard: new DashboardService(
      trainers,
      (me, profile) => onboarding.onboardingProgress.of(me, profile),
      // "Today" (issue 31 part 1): the trainer's next class and the class to study next.
      async (me) => ({
        nextClass: nextClassOf((await classes.ownClasses(me.id)).classes),
        nextWeek: nextWeekToStudy((await assessments.forTrainer(me)).assessments),
      }),
    ),
  };
}

/**
 * Applicants, documents and signatures, the storefront's orders and the checklist (modules/onboarding).
 * An applicant's onboarding session is read from the request's cookie (applicant-session.ts).
 */
function onboardingServices(app: FastifyInstance, trainers: TrainerService) {
  const { database } = app;
  const now = () => app.now();
  const repository = new ApplicantRepository(database);
  const applicants = new ApplicantService(repository, new OrderRepository(database), trainers, now);
  const documents = new DocumentService(new DocumentRepository(database), now);
  const onboarding = new OnboardingService<FastifyRequest>({
    repository,
    applicants,
    documents,
    trainers: trainers,
    tokens: (): SessionService => app.services.sessions,
    mailer: app.mailer,
    site: () => app.site(),
    publicUrl: app.config.publicUrl,
    requests: {
      applicantId: (request) => readApplicantSession(app, request),
      account: (request) => app.loadAccount(request),
    },
  });
  const onboardingProgress = new ProgressService(new ProgressRepository(database));
  return {
    onboarding,
    onboardingAdmin: new OnboardingAdminService({
      repository,
      applicants,
      documents,
      onboarding,
      trainers,
      progress: onboardingProgress,
    }),
    storefrontOrders: new StorefrontOrderService({
      events: new WebhookEventRepository(database),
      applicants,
      onboarding,
      trainers: trainers,
      config: app.config,
    }),
    onboardingProgress,
  };
}

export type Services = ReturnType<typeof createServices>;
