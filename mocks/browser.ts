// Training mode's browser entry: the app loads it with import() only when training starts,
// so MSW, the services and the canned data stay out of the main bundle.
export { createTrainingInterceptor, type TrainingInterceptor } from './training-interceptor';
export { trainingLogins, type TrainingLogin } from './training-logins';
export { TRAINING_CALLBACK_PATH } from './training-handlers';
