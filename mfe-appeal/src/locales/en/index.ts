import comper from './comper.json';
import confirmation from './confirmation.json';
import details from './details.json';
import documents from './documents.json';
import estimation from './estimation.json';
import method from './method.json';
import resume from './resume.json';
import saveLater from './save-later.json';
import season from './season.json';
import summary from './summary.json';
import welcome from './welcome.json';
import wizard from './wizard.json';

export default { ...wizard, ...welcome, ...season, ...method, ...details, ...comper, ...estimation, ...documents, ...summary, ...confirmation, ...saveLater, ...resume };
